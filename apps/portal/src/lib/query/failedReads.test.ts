import type { UseQueryResult } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { failedReads } from './failedReads';

const read = (state: { isError?: boolean; isFetching?: boolean }) =>
  ({ isError: false, isFetching: false, refetch: vi.fn(), ...state }) as unknown as UseQueryResult;

describe('failedReads', () => {
  it('is null while every read has its answer or is still asking', () => {
    expect(failedReads(read({}), read({ isFetching: true }))).toBeNull();
  });

  it('is null while a failed read is being tried again', () => {
    expect(failedReads(read({ isError: true, isFetching: true }), read({}))).toBeNull();
  });

  it('retries only the reads that failed', () => {
    const ok = read({});
    const failedA = read({ isError: true });
    const failedB = read({ isError: true });
    const failure = failedReads(ok, failedA, failedB);
    expect(failure).not.toBeNull();
    failure?.retry();
    expect(failedA.refetch).toHaveBeenCalledTimes(1);
    expect(failedB.refetch).toHaveBeenCalledTimes(1);
    expect(ok.refetch).not.toHaveBeenCalled();
  });
});
