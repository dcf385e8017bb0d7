import {
  QueriesObserver,
  type QueryClient,
  type QueryObserverOptions,
  type QueryObserverResult,
} from '@tanstack/react-query';
import { fromCallback, type EventObject } from 'xstate';

/** The same event twice in a row (every field the same by `Object.is`) is sent once. */
function sameEvent(a: EventObject | null, b: EventObject) {
  if (!a) return false;
  const keys = Object.keys(b);
  return (
    keys.length === Object.keys(a).length &&
    keys.every((key) => Object.is((a as never)[key], (b as never)[key]))
  );
}

/**
 * A machine's window on the query cache (ADR 012): observes `queries` as `useQueries` would
 * (sharing their answers, fetching what is stale, following every invalidation) and sends the
 * machine `toEvent(results)` at start and whenever a result changes; `null` sends nothing. The
 * machine invokes it (see `watchNothing` in flows), so server state reaches it without a render
 * effect copying it in, and stops with the machine.
 */
export function watchQueries<TEvent extends EventObject>(
  queryClient: QueryClient,
  queries: readonly QueryObserverOptions[],
  toEvent: (results: QueryObserverResult[]) => TEvent | null,
) {
  return fromCallback<EventObject>(({ sendBack }) => {
    const observer = new QueriesObserver(queryClient, [...queries] as QueryObserverOptions[]);
    let last: TEvent | null = null;
    const send = (results: QueryObserverResult[]) => {
      const event = toEvent(results);
      if (!event || sameEvent(last, event)) return;
      last = event;
      sendBack(event);
    };
    send(observer.getCurrentResult());
    const unsubscribe = observer.subscribe(send);
    return () => unsubscribe();
  });
}
