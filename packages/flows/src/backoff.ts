/**
 * Capped exponential backoff with full jitter (AWS Architecture Blog, "Exponential Backoff And
 * Jitter"): a failed poll waits a random time in [0, min(cap, base * 2^attempt)], so many tabs
 * never retry in step and a flaky server is never hammered.
 */
export interface BackoffOptions {
  /** First retry window, in ms. */
  baseMs: number;
  /** Largest window, in ms. */
  capMs: number;
  /** A number in [0, 1); injectable so tests are deterministic. */
  random?: () => number;
}

export function backoffDelay(
  attempt: number,
  { baseMs, capMs, random = Math.random }: BackoffOptions,
): number {
  const window = Math.min(capMs, baseMs * 2 ** Math.max(0, attempt));
  return Math.floor(random() * window);
}
