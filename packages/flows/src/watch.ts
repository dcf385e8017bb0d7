import { fromCallback, type EventObject } from 'xstate';

/**
 * The server state a machine watches: an actor the machine invokes for as long as it runs, which
 * sends it a `facts.update`-style event at start and whenever the facts change. The portal
 * provides one over its query cache (`watchQueries` in `apps/portal/src/lib/query/`); a test sends
 * the events itself. This default watches nothing.
 */
export const watchNothing = fromCallback<EventObject>(() => {});
