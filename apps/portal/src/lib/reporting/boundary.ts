/**
 * The route boundaries' door to reporting, kept apart so that the first screen carries only these
 * few lines: the reporter itself (reporting.ts) is loaded once a deployment names a report URL.
 */
let reporter: ((error: unknown) => void) | undefined;

/** Set by the reporter when it starts (and cleared when it stops). */
export function setReporter(report: ((error: unknown) => void) | undefined) {
  reporter = report;
}

/** Reports what a route's error boundary caught (window handlers never see those). */
export function reportBoundaryError(error: unknown) {
  reporter?.(error);
}
