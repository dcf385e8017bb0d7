import type { ReactNode } from 'react';
import { Alert } from '../Alert';
import { Button } from '../Button';

export interface LoadFailureProps {
  /** What went wrong: the catalogue's words, or the server's (plain text or sanitised). */
  children: ReactNode;
  /** Reads again. Without it the failure says so and offers nothing (e.g. a bad address). */
  onRetry?: () => void;
  /** The retry's label. */
  retryLabel?: string;
}

/** The default retry label (ours). */
export const loadFailureTexts = { retry: 'Try again' } as const;

/**
 * A read that failed (a failed load is never shown as empty, which would read as 'you have none'): the message in a danger
 * alert, which assistive technology announces, and the way on beside it.
 */
export function LoadFailure({
  children,
  onRetry,
  retryLabel = loadFailureTexts.retry,
}: LoadFailureProps) {
  return (
    <Alert variant="danger">
      {children}
      {onRetry ? (
        <>
          {' '}
          <Button size="small" variant="secondary" onClick={onRetry}>
            {retryLabel}
          </Button>
        </>
      ) : null}
    </Alert>
  );
}
