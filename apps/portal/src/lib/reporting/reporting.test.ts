// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportBoundaryError } from './boundary';
import {
  patternOf,
  scrub,
  startReporting,
  type ReportEnvelope,
  type VitalsModule,
} from './reporting';

const URL = 'https://reports.example.org/client';

function setUp(options: { url?: string; vitals?: VitalsModule } = {}) {
  const sent: ReportEnvelope[] = [];
  const sendBeacon = vi.fn((url: string, body: string) => {
    expect(url).toBe(URL);
    sent.push(JSON.parse(body) as ReportEnvelope);
    return true;
  });
  Object.defineProperty(window.navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
  window.history.replaceState(null, '', '/reset-password/s3cr3t?v=1');
  const stop = startReporting({
    url: 'url' in options ? options.url : URL,
    win: window,
    patterns: ['/', '/reset-password/:key'],
    // Without vitals in a test, the library's loading fails (the reporter goes on without them).
    loadVitals: async () => options.vitals ?? Promise.reject(new Error('no vitals here')),
    now: () => 1_700_000_000_000,
  });
  stops.push(stop);
  return { sent, sendBeacon };
}
const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

const leave = () => window.dispatchEvent(new Event('pagehide'));

describe('reporting what breaks', () => {
  it('sends nothing and listens to nothing when no report URL is configured', () => {
    const { sendBeacon } = setUp({ url: undefined });
    window.dispatchEvent(new Event('vite:preloadError'));
    reportBoundaryError(new Error('caught'));
    leave();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('sends uncaught errors, rejections and boundary errors when the page is left, by route', () => {
    const { sent } = setUp();
    window.dispatchEvent(
      new ErrorEvent('error', { error: new TypeError('x of ann@example.org is undefined') }),
    );
    const rejection = new Event('unhandledrejection') as PromiseRejectionEvent;
    Object.defineProperty(rejection, 'reason', { value: new Error('Request failed') });
    window.dispatchEvent(rejection);
    reportBoundaryError(new RangeError('bad render'));
    expect(sent).toEqual([]);
    leave();
    expect(sent).toHaveLength(1);
    const [envelope] = sent;
    expect(envelope?.page).toBe('/reset-password/:key');
    expect(envelope?.at).toBe(1_700_000_000_000);
    expect(
      envelope?.reports.map((report) => [report.kind, 'message' in report && report.message]),
    ).toEqual([
      ['error', 'TypeError: x of [email] is undefined'],
      ['rejection', 'Error: Request failed'],
      ['boundary', 'RangeError: bad render'],
    ]);
    // Nothing of the address but its route: no key, no query.
    expect(JSON.stringify(sent)).not.toContain('s3cr3t');
    expect(JSON.stringify(sent)).not.toContain('ann@example.org');
  });

  it('sends a failed chunk at once (a reload follows) and a CSP violation with its directive', () => {
    const { sent } = setUp();
    window.dispatchEvent(new Event('vite:preloadError'));
    expect(sent.map((envelope) => envelope.reports[0]?.kind)).toEqual(['chunk']);
    const violation = new Event('securitypolicyviolation') as SecurityPolicyViolationEvent;
    Object.defineProperties(violation, {
      effectiveDirective: { value: 'connect-src' },
      violatedDirective: { value: 'connect-src' },
      blockedURI: { value: 'https://evil.example/collect?email=ann@example.org' },
    });
    document.dispatchEvent(violation);
    leave();
    expect(sent[1]?.reports).toEqual([
      {
        kind: 'csp',
        directive: 'connect-src',
        blocked: 'https://evil.example/collect',
        page: '/reset-password/:key',
      },
    ]);
  });

  it('sends ten at a time without waiting for the page to be left', () => {
    const { sent } = setUp();
    for (let n = 0; n < 10; n += 1) reportBoundaryError(new Error(`n${n}`));
    expect(sent).toHaveLength(1);
    expect(sent[0]?.reports).toHaveLength(10);
  });

  it('sends the Core Web Vitals once the page is hidden, after they have reported', async () => {
    const none = () => undefined;
    let registered = false;
    // As web-vitals does: onLCP listens for the page being hidden and gives its final value then.
    const onLCP: VitalsModule['onLCP'] = (report) => {
      registered = true;
      document.addEventListener('visibilitychange', () =>
        report({ name: 'LCP', value: 1234, rating: 'good' }),
      );
    };
    const { sent } = setUp({
      vitals: { onCLS: none, onFCP: none, onINP: none, onLCP, onTTFB: none },
    });
    await vi.waitFor(() => expect(registered).toBe(true));
    // The flush listens once the vitals are in (a task later than their loading).
    await new Promise((resolve) => setTimeout(resolve));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(sent[0]?.reports).toEqual([
      { kind: 'vital', name: 'LCP', value: 1234, rating: 'good', page: '/reset-password/:key' },
    ]);
  });

  it('scrubs email addresses and queries, and cuts long text', () => {
    expect(scrub('failed for a.b+c@church.org at https://x.org/p?key=1')).toBe(
      'failed for [email] at https://x.org/p',
    );
    expect(scrub('x'.repeat(1000))).toHaveLength(300);
  });

  it('names a page by its route, never by the keys or ids in its address', () => {
    const patterns = [
      '/',
      '/sync',
      '/sync/resolve-broken-pairs',
      '/reset-password/:key',
      '/activate-account/:apiKey',
      '/logs/details/:logId/statistics/:detailId',
    ];
    expect(patternOf(patterns, '/')).toBe('/');
    expect(patternOf(patterns, '/reset-password/s3cr3t-key')).toBe('/reset-password/:key');
    expect(patternOf(patterns, '/activate-account/api-key-123')).toBe('/activate-account/:apiKey');
    expect(patternOf(patterns, '/logs/details/7/statistics/3')).toBe(
      '/logs/details/:logId/statistics/:detailId',
    );
    expect(patternOf(patterns, '/Sync/')).toBe('/sync');
    expect(patternOf(patterns, '/sync/resolve-broken-pairs')).toBe('/sync/resolve-broken-pairs');
    expect(patternOf(patterns, '/nope/ann@example.org')).toBe('not-found');
  });
});
