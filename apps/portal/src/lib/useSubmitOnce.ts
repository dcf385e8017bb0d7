import { useCallback, useRef, useState } from 'react';

/**
 * Runs a submission at most once at a time: a double click, or Enter pressed twice, sends one
 * request. `submitting` drives the button's loading state.
 */
export function useSubmitOnce() {
  const inFlight = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    try {
      await task();
    } finally {
      inFlight.current = false;
      setSubmitting(false);
    }
  }, []);
  return { submitting, run };
}
