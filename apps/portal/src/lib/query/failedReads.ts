import type { UseQueryResult } from '@tanstack/react-query';

/** What a view shows when one of the reads it needs together failed. */
export interface FailedReads {
  /** Reads again the ones that failed (the others keep their answers). */
  retry: () => void;
}

/**
 * Several reads a view needs together (a failed load never waits forever behind a
 * skeleton): `null` while each has its answer or is still asking, else the way on. A read being
 * tried again counts as asking, so the failure gives way to the skeleton until it answers.
 */
export function failedReads(...reads: readonly UseQueryResult[]): FailedReads | null {
  const failed = reads.filter((read) => read.isError);
  if (failed.length === 0 || failed.some((read) => read.isFetching)) return null;
  return { retry: () => failed.forEach((read) => void read.refetch()) };
}
