/**
 * What breaks, reported (quality bar "Production"): uncaught errors, rejected promises, chunks
 * that could not load, CSP violations, errors a route's boundary caught, and the Core Web Vitals
 * go to the deployment's report URL (runtime configuration `errorReportUrl`) with `sendBeacon`.
 * Nothing is installed and nothing is sent when no URL is set.
 *
 * No personal data: the page is named by its route pattern (a reset key or an API key in the
 * address never leaves, nor does a query), messages are cut short with email addresses masked,
 * and nothing reads the session. Reports are batched and sent when the page is hidden or left,
 * when ten are waiting, or at once for a failed chunk (a reload follows).
 */

import { paths } from '@/app/paths';
import { setReporter } from './boundary';

export type ClientReport =
  | { kind: 'error' | 'rejection' | 'boundary'; message: string; stack?: string }
  | { kind: 'chunk'; message: string }
  | { kind: 'csp'; directive: string; blocked: string }
  | { kind: 'vital'; name: string; value: number; rating: string };

/** One beacon's body (`text/plain`, so a report URL on another origin needs no preflight). */
export interface ReportEnvelope {
  page: string;
  at: number;
  reports: (ClientReport & { page: string })[];
}

/** The metric callbacks of `web-vitals` that are reported (loaded only when reporting is on). */
export interface VitalsModule {
  onCLS: (report: (metric: VitalMetric) => void) => void;
  onFCP: (report: (metric: VitalMetric) => void) => void;
  onINP: (report: (metric: VitalMetric) => void) => void;
  onLCP: (report: (metric: VitalMetric) => void) => void;
  onTTFB: (report: (metric: VitalMetric) => void) => void;
}
interface VitalMetric {
  name: string;
  value: number;
  rating: string;
}

export interface ReportingDeps {
  url: string | undefined;
  win: Window;
  /** The route table's patterns (default: the portal's): a page is named by its pattern. */
  patterns?: readonly string[];
  /** The `web-vitals` library (default: loaded now, in a chunk of its own). */
  loadVitals?: () => Promise<VitalsModule>;
  now?: () => number;
}

const MESSAGE_LIMIT = 300;
const STACK_LIMIT = 2000;
const BATCH = 10;
const EMAIL = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g;

/** A message or stack as it may leave the page: no email address, no query, not too long. */
export function scrub(text: string, limit = MESSAGE_LIMIT): string {
  return text
    .replace(/\?[^\s)'"]*/g, '')
    .replace(EMAIL, '[email]')
    .slice(0, limit);
}

/**
 * The route pattern a path belongs to (`/reset-password/abc` → `/reset-password/:key`), matched
 * as the router matches (a parameter is one segment, case ignored), or `not-found`: no key or id
 * in an address ever leaves the page.
 */
export function patternOf(patterns: readonly string[], pathname: string): string {
  const segments = pathname.replace(/\/+$/, '').split('/');
  const found = patterns.find((pattern) => {
    const parts = pattern.replace(/\/+$/, '').split('/');
    return (
      parts.length === segments.length &&
      parts.every(
        (part, index) =>
          part.startsWith(':') || part.toLowerCase() === segments[index]?.toLowerCase(),
      )
    );
  });
  return found ?? 'not-found';
}

const describe = (reason: unknown): { message: string; stack?: string } =>
  reason instanceof Error
    ? {
        message: scrub(`${reason.name}: ${reason.message}`),
        stack: reason.stack && scrub(reason.stack, STACK_LIMIT),
      }
    : { message: scrub(typeof reason === 'string' ? reason : 'Non-error rejection') };

/** A route boundary's catch, as it leaves the page. */
export const boundaryReport = (error: unknown): ClientReport => ({
  kind: 'boundary',
  ...describe(error),
});

/** Starts reporting; returns a stop function (tests). Does nothing without a URL. */
export function startReporting(deps: ReportingDeps): () => void {
  const { url, win } = deps;
  if (!url || typeof win.navigator.sendBeacon !== 'function') return () => undefined;
  const now = deps.now ?? Date.now;
  const patterns = deps.patterns ?? Object.values(paths).map((entry) => entry.pattern);
  const page = () => patternOf(patterns, win.location.pathname);
  let queue: ReportEnvelope['reports'] = [];

  const flush = () => {
    if (queue.length === 0) return;
    const envelope: ReportEnvelope = { page: page(), at: now(), reports: queue };
    queue = [];
    win.navigator.sendBeacon(url, JSON.stringify(envelope));
  };
  const report = (entry: ClientReport) => {
    queue.push({ ...entry, page: page() });
    if (entry.kind === 'chunk' || queue.length >= BATCH) flush();
  };
  setReporter((error) => report(boundaryReport(error)));

  const onError = (event: ErrorEvent) =>
    report({ kind: 'error', ...describe(event.error ?? event.message) });
  const onRejection = (event: PromiseRejectionEvent) =>
    report({ kind: 'rejection', ...describe(event.reason) });
  const onChunk = (event: Event) =>
    report({
      kind: 'chunk',
      message: scrub(
        String((event as Event & { payload?: unknown }).payload ?? 'vite:preloadError'),
      ),
    });
  const onViolation = (event: SecurityPolicyViolationEvent) =>
    report({
      kind: 'csp',
      directive: event.effectiveDirective || event.violatedDirective,
      blocked: scrub(event.blockedURI, 200),
    });
  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  win.addEventListener('vite:preloadError', onChunk);
  win.document.addEventListener('securitypolicyviolation', onViolation);
  win.addEventListener('pagehide', flush);

  // The vitals report their final values when the page is hidden: the flush listens after them.
  let stopped = false;
  const listenForHidden = () => {
    if (!stopped) win.document.addEventListener('visibilitychange', onHidden);
  };
  void (deps.loadVitals ?? (() => import('web-vitals')))()
    .then((vitals) => {
      if (stopped) return;
      const vital = (metric: VitalMetric) =>
        report({ kind: 'vital', name: metric.name, value: metric.value, rating: metric.rating });
      for (const on of [vitals.onCLS, vitals.onFCP, vitals.onINP, vitals.onLCP, vitals.onTTFB])
        on(vital);
    })
    .catch(() => undefined)
    .finally(listenForHidden);

  return () => {
    stopped = true;
    setReporter(undefined);
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.removeEventListener('vite:preloadError', onChunk);
    win.document.removeEventListener('securitypolicyviolation', onViolation);
    win.removeEventListener('pagehide', flush);
    win.document.removeEventListener('visibilitychange', onHidden);
  };
}
