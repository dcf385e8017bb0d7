/**
 * Model-based paths for resolverMachine (xstate/graph).
 *
 * The model explores the machine from a fixed input with a fixed set of events: the person's
 * (row edits on every row kind, save, back, retry, close, remove) and the actors' answers
 * (`xstate.done.actor.*` / `xstate.error.actor.*` with fixed outputs, including every kind of
 * validation answer). States are told apart by their value and the whole of their data (rows,
 * queue, loaded lists, sending, error), so the graph is the machine's real behaviour.
 *
 * Then:
 *   - every state node of the machine (but the eventless ones, listed) is reached by a path;
 *   - each shortest path to each reachable state is replayed on a bare actor whose actors are
 *     deferred promises, settled as the path's actor events say; after every step the actor's
 *     snapshot must equal the model's;
 *   - each distinct transition (state value, event, state value) of the graph is replayed too.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getStateNodes, type AnyStateNode } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { flush } from '../test/fakes';
import {
  audiences,
  campuses,
  checked,
  groupsByCampus,
  interestsByList,
  savedSearches,
  tagsByList,
  validated,
} from '../test/resolverFixtures';
import { resolverMachine, type ResolverEvent, type ResolverSnapshot } from './resolverMachine';

const input = {
  ccbToMc: [checked.group.pair, checked.search.pair],
  mcToCcb: [checked.mc.pair],
  campuses,
  audiences,
  canUseSavedSearches: true,
  random: () => 0.5,
};

const unlockedSearch = {
  ...checked.search,
  broken: { campus: false, group: true, audience: false, target: false },
};

/** The person's events and the actors' answers the model may take. */
const events = [
  {
    type: 'xstate.done.actor.validateBrokenPairs',
    output: validated([checked.group], [checked.mc]),
  },
  { type: 'xstate.done.actor.validateBrokenPairs', output: validated([checked.group], []) },
  { type: 'xstate.done.actor.validateBrokenPairs', output: validated([], [checked.mc]) },
  { type: 'xstate.done.actor.validateBrokenPairs', output: validated([unlockedSearch], []) },
  { type: 'xstate.done.actor.validateBrokenPairs', output: validated([], []) },
  { type: 'xstate.error.actor.validateBrokenPairs', error: new Error('lookup failed') },
  { type: 'xstate.done.actor.savePair', output: {} },
  { type: 'xstate.error.actor.savePair', error: new Error('save failed') },
  { type: 'xstate.done.actor.removePair', output: null },
  { type: 'xstate.error.actor.removePair', error: new Error('remove failed') },
  { type: 'xstate.done.actor.loadGroups', output: groupsByCampus[2] },
  { type: 'xstate.error.actor.loadGroups', error: new Error('groups failed') },
  { type: 'xstate.done.actor.loadTags', output: tagsByList.L1 },
  { type: 'xstate.done.actor.loadInterestGroups', output: interestsByList.L1 },
  { type: 'xstate.done.actor.loadSavedSearches', output: savedSearches },
  { type: 'resolver.save' },
  { type: 'resolver.back' },
  { type: 'resolver.retry' },
  { type: 'dialog.close' },
  { type: 'row.interest', key: 1, uniqueId: 'c1:::::i1' },
  { type: 'row.newGroup', key: 1 },
  { type: 'row.syncType', key: 1, syncType: 1 },
  { type: 'row.tags', key: 1, tags: ['Donor'] },
  { type: 'row.group', key: 2, groupId: 21 },
  { type: 'row.campus', key: 2, campusId: 1 },
  { type: 'row.group', key: 3, groupId: 7 },
  { type: 'row.remove', key: 1 },
  { type: 'row.remove', key: 2 },
  { type: 'row.remove', key: 3 },
  // The actors' answers are not in the machine's event type: the model sends them as the
  // actor system would.
] as unknown as ResolverEvent[];

/** A state's identity: its value and all of its data but the pairs themselves. */
function serialize(snapshot: ResolverSnapshot): string {
  const { context } = snapshot;
  return JSON.stringify({
    value: snapshot.value,
    status: snapshot.status,
    rows: [...context.rows.ccbToMc, ...context.rows.mcToCcb].map(({ pair: _pair, ...row }) => row),
    queue: context.queue,
    catalog: context.catalog,
    sending: context.sending,
    removingKey: context.removingKey,
    error: context.error,
    loadError: context.loadError,
  });
}

/** An actor's answer only while that actor runs (an unexpected one would fail the machine). */
function eventsAt(snapshot: ResolverSnapshot): ResolverEvent[] {
  return events.filter((event) => {
    const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
    return actor === undefined || actor in snapshot.children;
  });
}

const options = { events: eventsAt, serializeState: serialize, input };
const paths = getShortestPaths(resolverMachine, options);
const adjacency = getAdjacencyMap(resolverMachine, options);

/**
 * One path per distinct transition (state value, event type, state value) that changes the
 * state: the shortest path to its source, then its event.
 */
const transitions = (() => {
  const toState = new Map(paths.map((path) => [serialize(path.state), path]));
  const seen = new Set<string>();
  const out: StatePath<ResolverSnapshot, ResolverEvent>[] = [];
  for (const { state, transitions: next } of Object.values(adjacency)) {
    const from = toState.get(serialize(state));
    if (!from) throw new Error('a reachable state without a path');
    const edges: { event: ResolverEvent; state: ResolverSnapshot }[] = Object.values(next);
    for (const { event, state: target } of edges) {
      if (serialize(target) === serialize(state)) continue; // an ignored event
      const key = `${JSON.stringify(state.value)} ${event.type} ${JSON.stringify(target.value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ ...from, state: target, steps: [...from.steps, { event, state: target }] });
    }
  }
  return out;
})();

/** Replays `path` on a bare actor; returns the calls the actor's effects received. */
async function replay(path: StatePath<ResolverSnapshot, ResolverEvent>) {
  const pending: Record<
    string,
    { resolve: (value: unknown) => void; reject: (e: unknown) => void }[]
  > = {};
  // Each actor answers when the path says so. The machine's own typing of each actor is not
  // needed here: the outputs are the model's.
  const deferred = (src: string) =>
    fromPromise(
      () => new Promise((resolve, reject) => (pending[src] ??= []).push({ resolve, reject })),
    ) as never;
  const effects: string[] = [];
  const actor = createActor(
    resolverMachine.provide({
      actors: {
        validateBrokenPairs: deferred('validateBrokenPairs'),
        loadGroups: deferred('loadGroups'),
        loadSavedSearches: deferred('loadSavedSearches'),
        loadTags: deferred('loadTags'),
        loadInterestGroups: deferred('loadInterestGroups'),
        savePair: deferred('savePair'),
        removePair: deferred('removePair'),
      },
      actions: {
        close: () => effects.push('close'),
        refreshAfterChange: () => effects.push('refreshAfterChange'),
      },
    }),
    { input },
  );
  actor.start();
  await flush();
  for (const step of path.steps) {
    const event = step.event as { type: string; output?: unknown; error?: unknown };
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    if (done?.[1]) {
      const call = pending[done[1]]?.at(-1);
      expect(call, `a running ${done[1]}`).toBeDefined();
      call?.resolve(event.output);
    } else if (failed?.[1]) {
      const call = pending[failed[1]]?.at(-1);
      expect(call, `a running ${failed[1]}`).toBeDefined();
      call?.reject(event.error);
    } else if (event.type !== 'xstate.init') {
      actor.send(step.event);
    }
    await flush();
    expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
    expect(actor.getSnapshot().status).not.toBe('error');
  }
  expect(serialize(actor.getSnapshot())).toBe(serialize(path.state));
  actor.stop();
  return effects;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

/** Eventless states: passed through in the same step, never at rest. */
const EVENTLESS = [
  'resolver.open.flow.start',
  'resolver.open.flow.ccbToMc.saved',
  'resolver.open.flow.ccbToMc.removed',
  'resolver.open.flow.mcToCcb.removed',
];

describe('resolverMachine: model-based paths', () => {
  it('reaches every state node of the machine', () => {
    const reached = new Set(
      paths.flatMap((path) =>
        [...getStateNodes(resolverMachine.root, path.state.value)].map((node) => node.id),
      ),
    );
    const expected = allStateNodes(resolverMachine.root)
      .map((node) => node.id)
      .filter((id) => !EVENTLESS.includes(id));
    expect(expected.filter((id) => !reached.has(id))).toEqual([]);
    expect(paths.length).toBe(Object.keys(adjacency).length);
  });

  // Thousands of replays: about 2 s on an idle 2-core machine, several times that when the
  // machine is busy with the browser tests, hence the longer limit (no real time is waited).
  const REPLAY_TIMEOUT_MS = 60_000;

  it(
    `replays each of the ${paths.length} shortest paths on a bare actor`,
    async () => {
      for (const path of paths) {
        const effects = await replay(path);
        if (path.state.status === 'done') expect(effects.at(-1)).toBe('close');
      }
    },
    REPLAY_TIMEOUT_MS,
  );

  it(
    `replays each of the ${transitions.length} distinct transitions of the model`,
    async () => {
      for (const transition of transitions) await replay(transition);
      expect(transitions.length).toBeGreaterThan(100);
    },
    REPLAY_TIMEOUT_MS,
  );
});
