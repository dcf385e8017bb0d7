import { useCallback, useEffect, useRef } from 'react';

/**
 * An AbortSignal that fires when the component unmounts, for requests started by events
 * (submit, remove, toggles): leaving the page cancels them and no late answer is applied.
 */
export function useUnmountSignal(): () => AbortSignal {
  const controller = useRef<AbortController | null>(null);
  useEffect(() => {
    // Created in the effect, so a StrictMode remount gets a fresh, unaborted controller.
    const current = new AbortController();
    controller.current = current;
    return () => current.abort();
  }, []);
  return useCallback(() => {
    controller.current ??= new AbortController();
    return controller.current.signal;
  }, []);
}
