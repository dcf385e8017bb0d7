import type { FullConfig } from '@playwright/test';

/** What e2e/security.spec.ts posts to prove the endpoint collects; not a real violation. */
export const PROBE_REPORT_MARK = 'e2e-probe';

/**
 * After the whole run: the CSP report endpoint of `npm start` must have collected no violation
 * (ADR 016). The in-page watch (fixtures.ts) sees a page's own violations; reports also come
 * from places it cannot watch (workers, pages between tests), and browsers send them late.
 */
export default async function assertNoCspReports(config: FullConfig) {
  const baseURL = config.projects[0]?.use.baseURL;
  if (!baseURL) throw new Error('No baseURL to read CSP reports from');
  const answer = await fetch(new URL('/csp-report', baseURL));
  if (!answer.ok) throw new Error(`GET /csp-report answered ${answer.status}`);
  const reports = ((await answer.json()) as string[]).filter(
    (report) => !report.includes(PROBE_REPORT_MARK),
  );
  if (reports.length > 0) {
    throw new Error(`CSP violations were reported during the run:\n${reports.join('\n')}`);
  }
  console.log('csp reports: none');
}
