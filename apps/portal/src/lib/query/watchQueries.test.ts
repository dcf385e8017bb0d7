import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { assign, createActor, setup } from 'xstate';
import { watchNothing } from '@flocksync/flows';
import { watchQueries } from './watchQueries';

type Facts = { type: 'facts.update'; hasCard?: boolean; plan?: string };

/** A machine that keeps the facts it is sent and counts the events. */
const factsMachine = setup({
  types: {
    context: {} as { hasCard?: boolean; plan?: string; received: number },
    events: {} as Facts,
  },
  actors: { watchFacts: watchNothing },
}).createMachine({
  context: { received: 0 },
  invoke: { src: 'watchFacts' },
  on: {
    'facts.update': {
      actions: assign(({ context, event }) => ({
        hasCard: event.hasCard ?? context.hasCard,
        plan: event.plan ?? context.plan,
        received: context.received + 1,
      })),
    },
  },
});

function start(queryClient: QueryClient, fetchCard: () => Promise<{ last4: string } | null>) {
  const queries = [
    { queryKey: ['card'], queryFn: fetchCard, staleTime: Infinity },
    { queryKey: ['plan'], queryFn: async () => 'Pro', staleTime: Infinity },
  ];
  const watchFacts = watchQueries<Facts>(queryClient, queries, ([card, plan]) =>
    card?.isSuccess || plan?.isSuccess
      ? {
          type: 'facts.update',
          hasCard: card?.isSuccess ? card.data !== null : undefined,
          plan: plan?.isSuccess ? (plan.data as string) : undefined,
        }
      : null,
  );
  return createActor(factsMachine.provide({ actors: { watchFacts } })).start();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('watchQueries', () => {
  it('sends what the cache already holds at start, without asking again', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['card'], { last4: '4242' });
    queryClient.setQueryData(['plan'], 'Medium');
    let asked = 0;
    const actor = start(queryClient, async () => {
      asked += 1;
      return null;
    });
    expect(actor.getSnapshot().context).toMatchObject({ hasCard: true, plan: 'Medium' });
    expect(asked).toBe(0);
    actor.stop();
  });

  it('fetches what is missing and sends each change once', async () => {
    const queryClient = new QueryClient();
    const actor = start(queryClient, async () => ({ last4: '4242' }));
    expect(actor.getSnapshot().context.received).toBe(0);
    await settle();
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ hasCard: true, plan: 'Pro' });
    const received = actor.getSnapshot().context.received;
    // The same facts again: nothing is sent.
    queryClient.setQueryData(['card'], { last4: '1881' });
    expect(actor.getSnapshot().context.received).toBe(received);
    // A change the machine cares about arrives without any render.
    queryClient.setQueryData(['card'], null);
    expect(actor.getSnapshot().context.hasCard).toBe(false);
    expect(actor.getSnapshot().context.received).toBe(received + 1);
    actor.stop();
  });

  it('stops observing when the machine stops', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['card'], null);
    queryClient.setQueryData(['plan'], 'Pro');
    const actor = start(queryClient, async () => null);
    const card = queryClient.getQueryCache().find({ queryKey: ['card'] });
    expect(card?.getObserversCount()).toBe(1);
    actor.stop();
    expect(card?.getObserversCount()).toBe(0);
  });
});
