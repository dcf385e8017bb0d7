// npm run bench, the logs pages: /logs and a log's statistics on the sandbox's large world (the
// ready church's 10,000 generated sync logs), in headless Chromium against a production build.
// Never part of `npm test` (a benchmark, not a timed test: its numbers vary with the machine).
//
// 1. /logs first rows: navigation → the first log rows painted, and the first /logs/list
//    response → those rows painted.
// 2. Scrolling through 2,000 rows: the table's scroller is moved to its end again and again (as a
//    person flinging a list does) until row 2,000 is mounted; the /logs/list pages fetched, the
//    largest DOM (page and table) seen on the way, the rows mounted, and the longest task.
// 3. A statistics tab with 10,000 people: /logs/details/:logId/statistics/:detailId of the
//    latest log, its first category's answer widened to 10,000 people (the generated history
//    has a handful per log) — navigation → rows painted, rows mounted, then the list scrolled
//    to its end.
//
// Medians of LOGS_BENCH_RUNS runs (default 3) after one warm-up run. A missed target is
// reported, never fatal. Reuses the sync-page bench's large-world server.
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { join } from 'node:path';
import { openLargeWorld, ROOT } from './bench-sync-page/largeWorld.mjs';

const PORT = Number(process.env.LOGS_BENCH_PORT ?? 4391);
const RUNS = Math.max(1, Number(process.env.LOGS_BENCH_RUNS ?? 3));
const SCROLL_ROWS = 2000;
const STAT_PEOPLE = 10_000;
const LOGS_TABLE = 'Sync logs';
const BUDGET = { longTaskMs: 50, mountedRows: 60 };

const load = () => Number(loadavg()[0].toFixed(2));
const loadAtStart = load();
// The build, the large world and Chromium, signed in.
const { base, context, signIn, cleanUp } = await openLargeWorld({
  name: 'bench-logs-page',
  port: PORT,
});

/**
 * In the page before its scripts (plain JS): the long tasks, and when a table named `label`
 * first shows real rows (not skeletons) and the frame after that is painted.
 */
function installProbes() {
  const afterPaint = (then) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => then(performance.now());
      channel.port2.postMessage(null);
    });
  const probe = { label: null, rowsAt: 0, paintedAt: 0, longTasks: [] };
  try {
    new PerformanceObserver((list) => {
      for (const task of list.getEntries()) {
        probe.longTasks.push({ start: task.startTime, duration: task.duration });
      }
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    probe.longTasks = null;
  }
  const tableOf = () =>
    probe.label ? document.querySelector(`[role="table"][aria-label$="${probe.label}"]`) : null;
  const rowsWatch = new MutationObserver(() => {
    const table = tableOf();
    if (!table || probe.rowsAt || table.hasAttribute('aria-busy')) return;
    if (!table.querySelector('[role="row"][data-index]')) return;
    probe.rowsAt = performance.now();
    afterPaint((time) => (probe.paintedAt = time));
  });
  rowsWatch.observe(document, { childList: true, subtree: true, attributes: true });

  const longestIn = (from, to) =>
    probe.longTasks === null
      ? null
      : Math.max(
          0,
          ...probe.longTasks
            .filter((task) => task.start < to && task.start + task.duration > from)
            .map((task) => task.duration),
        );
  const apiCalls = (path, before = Infinity) =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith(`/v1/api${path}`) && entry.responseEnd > 0)
      .filter((entry) => entry.responseEnd <= before);
  const dom = () => {
    const table = tableOf();
    return {
      pageNodes: document.querySelectorAll('*').length,
      tableNodes: table?.querySelectorAll('*').length ?? 0,
      mountedRows: table?.querySelectorAll('[role="row"][data-index]').length ?? 0,
      lastIndex: Math.max(
        -1,
        ...Array.from(table?.querySelectorAll('[role="row"][data-index]') ?? [], (row) =>
          Number(row.getAttribute('data-index')),
        ),
      ),
    };
  };

  window.__logsBench = {
    watch(label) {
      probe.label = label;
    },
    rendered: () => probe.paintedAt > 0,
    /** The first rows: from navigation and from the data's response. */
    firstRows(path) {
      const responses = apiCalls(path, probe.rowsAt);
      const dataAt = Math.max(...responses.map((entry) => entry.responseEnd));
      return {
        navigationToRowsMs: probe.paintedAt,
        dataToRowsMs: probe.paintedAt - dataAt,
        longestTaskMs: longestIn(0, probe.paintedAt),
      };
    },
    dom,
    /** Flings the table's scroller to its end until row `rows` is mounted (or 60 s pass). */
    async scrollThrough(rows, path) {
      const table = tableOf();
      const scroller = table?.querySelectorAll(':scope > [role="rowgroup"]')[1] ?? null;
      const pagesBefore = apiCalls(path).length;
      const start = performance.now();
      const most = { pageNodes: 0, tableNodes: 0, mountedRows: 0 };
      let steps = 0;
      while (dom().lastIndex < rows - 1 && performance.now() - start < 60_000) {
        scroller.scrollTop = scroller.scrollHeight;
        scroller.dispatchEvent(new Event('scroll'));
        steps += 1;
        await new Promise((resolve) => afterPaint(resolve));
        await new Promise((resolve) => setTimeout(resolve, 16));
        const now = dom();
        most.pageNodes = Math.max(most.pageNodes, now.pageNodes);
        most.tableNodes = Math.max(most.tableNodes, now.tableNodes);
        most.mountedRows = Math.max(most.mountedRows, now.mountedRows);
      }
      const end = performance.now();
      return {
        reached: dom().lastIndex + 1,
        ms: end - start,
        steps,
        pagesFetched: apiCalls(path).length - pagesBefore,
        most,
        longestTaskMs: longestIn(start, end),
      };
    },
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round = (value) => (value === null ? null : Math.round(value * 10) / 10);

async function visitLogs(context) {
  const page = await context.newPage();
  try {
    await page.addInitScript(installProbes);
    await page.addInitScript((label) => window.__logsBench.watch(label), LOGS_TABLE);
    await page.goto(`${base}/logs`);
    await page.waitForFunction(() => window.__logsBench?.rendered(), null, { timeout: 60_000 });
    const first = await page.evaluate(() => window.__logsBench.firstRows('/logs/list'));
    await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
    const settled = await page.evaluate(() => window.__logsBench.dom());
    const scroll = await page.evaluate(
      ({ rows }) => window.__logsBench.scrollThrough(rows, '/logs/list'),
      { rows: SCROLL_ROWS },
    );
    return { first, settled, scroll };
  } finally {
    await page.close();
  }
}

async function visitStatistics(context, logId) {
  const page = await context.newPage();
  try {
    await page.addInitScript(installProbes);
    // Any category's list ('Added people', …): the one shown first.
    await page.addInitScript(() => window.__logsBench.watch(' people'));
    // The first category with people, widened to STAT_PEOPLE (see the header).
    await page.route('**/v1/api/logs/statistic-details', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      const category = body.data.find((item) => item.list.length > 0) ?? body.data[0];
      const seed =
        category.list.length > 0
          ? category.list
          : [
              {
                detail: 'Person',
                participantUrl: '',
                isPrimaryDuplicate: 0,
                cleanUpDetailId: null,
                isArchived: 0,
              },
            ];
      category.list = Array.from({ length: STAT_PEOPLE }, (_, index) => {
        const item = seed[index % seed.length];
        return { ...item, detail: `${item.detail} #${index + 1}` };
      });
      category.count = STAT_PEOPLE;
      body.data = [category, ...body.data.filter((item) => item !== category)];
      await route.fulfill({ response, json: body });
    });
    const detailId = logId * 100_000 + 1;
    await page.goto(`${base}/logs/details/${logId}/statistics/${detailId}`);
    await page.waitForFunction(() => window.__logsBench?.rendered(), null, { timeout: 60_000 });
    const first = await page.evaluate(() =>
      window.__logsBench.firstRows('/logs/statistic-details'),
    );
    const settled = await page.evaluate(() => window.__logsBench.dom());
    const name = await page.evaluate(
      () =>
        document
          .querySelector('[role="table"][aria-label$=" people"]')
          ?.getAttribute('aria-label') ?? '',
    );
    const scroll = await page.evaluate(
      ({ rows }) => window.__logsBench.scrollThrough(rows, '/logs/statistic-details'),
      { rows: STAT_PEOPLE },
    );
    return { category: name, first, settled, scroll };
  } finally {
    await page.close();
  }
}

try {
  const latestLogId = await signIn.evaluate(async () => {
    const list = await fetch('/v1/api/logs/list', {
      method: 'POST',
      body: new URLSearchParams({ apiKey: localStorage.getItem('token') ?? '', page: '1' }),
    });
    const logs = (await list.json()).data.list;
    return logs.find((log) => log.type === 'Manual Sync' || log.type === 'Automatic Sync').id;
  });
  await signIn.close();

  const logs = [];
  const stats = [];
  for (let run = 0; run <= RUNS; run += 1) {
    const visit = await visitLogs(context);
    const stat = await visitStatistics(context, latestLogId);
    if (run > 0) {
      logs.push(visit);
      stats.push(stat);
    }
  }

  const longest = (values) => (values.includes(null) ? null : Math.max(...values));
  const report = {
    date: new Date().toISOString(),
    runs: RUNS,
    machine: { cores: availableParallelism(), loadAverage: { start: loadAtStart, end: load() } },
    viewport: '1280x900',
    logs: {
      navigationToRowsMs: round(median(logs.map((v) => v.first.navigationToRowsMs))),
      dataToRowsMs: round(median(logs.map((v) => v.first.dataToRowsMs))),
      firstRenderLongestTaskMs: round(longest(logs.map((v) => v.first.longestTaskMs))),
      settledDom: logs.at(-1).settled,
      scroll: {
        rows: SCROLL_ROWS,
        reached: Math.min(...logs.map((v) => v.scroll.reached)),
        ms: round(median(logs.map((v) => v.scroll.ms))),
        pagesFetched: median(logs.map((v) => v.scroll.pagesFetched)),
        maxPageNodes: Math.max(...logs.map((v) => v.scroll.most.pageNodes)),
        maxTableNodes: Math.max(...logs.map((v) => v.scroll.most.tableNodes)),
        maxMountedRows: Math.max(...logs.map((v) => v.scroll.most.mountedRows)),
        longestTaskMs: round(longest(logs.map((v) => v.scroll.longestTaskMs))),
      },
    },
    statistics: {
      logId: latestLogId,
      category: stats[0].category,
      people: STAT_PEOPLE,
      navigationToRowsMs: round(median(stats.map((v) => v.first.navigationToRowsMs))),
      dataToRowsMs: round(median(stats.map((v) => v.first.dataToRowsMs))),
      firstRenderLongestTaskMs: round(longest(stats.map((v) => v.first.longestTaskMs))),
      mountedRows: stats.at(-1).settled.mountedRows,
      tableNodes: stats.at(-1).settled.tableNodes,
      scrollToEnd: {
        reached: Math.min(...stats.map((v) => v.scroll.reached)),
        ms: round(median(stats.map((v) => v.scroll.ms))),
        maxMountedRows: Math.max(...stats.map((v) => v.scroll.most.mountedRows)),
        longestTaskMs: round(longest(stats.map((v) => v.scroll.longestTaskMs))),
      },
    },
  };
  const verdict = (ok) => (ok === null ? 'n/a' : ok ? 'ok' : 'OVER');
  const taskOk = (value) => (value === null ? null : value < BUDGET.longTaskMs);
  const ms = (value) => (value === null ? 'n/a' : `${value} ms`);
  const task = (value) => (value === null ? 'n/a' : value === 0 ? 'none ≥ 50 ms' : ms(value));
  const { scroll } = report.logs;
  const s = report.statistics;
  console.log(
    `\nLogs pages, large sandbox world (10,000 generated logs), headless Chromium, median of ` +
      `${RUNS} after a warm-up (${report.machine.cores} cores, load ${loadAtStart} → ` +
      `${report.machine.loadAverage.end})\n`,
  );
  const lines = [
    ['/logs navigation → first rows painted', ms(report.logs.navigationToRowsMs), ''],
    ['  first /logs/list response → rows painted', ms(report.logs.dataToRowsMs), ''],
    ['  longest task until then', task(report.logs.firstRenderLongestTaskMs), ''],
    [`/logs scrolled through ${SCROLL_ROWS} rows (reached ${scroll.reached})`, ms(scroll.ms), ''],
    ['  /logs/list pages fetched while scrolling', String(scroll.pagesFetched), ''],
    [
      '  most rows mounted / table nodes / page nodes',
      `${scroll.maxMountedRows} / ${scroll.maxTableNodes} / ${scroll.maxPageNodes}`,
      `rows ≤ ${BUDGET.mountedRows} ${verdict(scroll.maxMountedRows <= BUDGET.mountedRows)}`,
    ],
    [
      '  longest task while scrolling',
      task(scroll.longestTaskMs),
      `< ${BUDGET.longTaskMs} ms ${verdict(taskOk(scroll.longestTaskMs))}`,
    ],
    [`statistics tab, ${STAT_PEOPLE} people: navigation → rows`, ms(s.navigationToRowsMs), ''],
    ['  statistic-details response → rows painted', ms(s.dataToRowsMs), ''],
    [
      '  longest task until then',
      task(s.firstRenderLongestTaskMs),
      `< ${BUDGET.longTaskMs} ms ${verdict(taskOk(s.firstRenderLongestTaskMs))}`,
    ],
    [
      '  rows mounted / table nodes',
      `${s.mountedRows} / ${s.tableNodes}`,
      `rows ≤ ${BUDGET.mountedRows} ${verdict(s.mountedRows <= BUDGET.mountedRows)}`,
    ],
    [
      `  scrolled to person ${s.scrollToEnd.reached}: time / most rows`,
      `${ms(s.scrollToEnd.ms)} / ${s.scrollToEnd.maxMountedRows}`,
      '',
    ],
    [
      '  longest task while scrolling',
      task(s.scrollToEnd.longestTaskMs),
      `< ${BUDGET.longTaskMs} ms ${verdict(taskOk(s.scrollToEnd.longestTaskMs))}`,
    ],
  ];
  console.log('figure'.padEnd(60), 'value'.padStart(22), '  target');
  for (const [name, value, target] of lines) {
    console.log(name.padEnd(60), value.padStart(22), `  ${target}`);
  }
  mkdirSync(join(ROOT, 'bench-results'), { recursive: true });
  writeFileSync(join(ROOT, 'bench-results/logs-page.json'), JSON.stringify(report, null, 2) + '\n');
  console.log('\nWritten to bench-results/logs-page.json');
} finally {
  await cleanUp();
}
