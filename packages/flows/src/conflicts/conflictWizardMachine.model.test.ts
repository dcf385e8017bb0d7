/**
 * Model-based paths for conflictWizardMachine (xstate/graph), as for the resolver.
 *
 * The model explores the wizard through its four steps with a fixed set of events: the person's
 * (tabs, choices, Next, Back, Close, Try again, ignore one or all, the two confirmations' boxes,
 * field choices and typing, Merge, Export list) and the actors' answers (`xstate.done.actor.*` /
 * `xstate.error.actor.*` with fixed outputs: both directions or one, a conflict holding several
 * contacts or only one, matches or none). A state is its value and the whole of its data, so
 * the graph is the machine's real behaviour.
 *
 * Then:
 *   - every state node of the machine is reached by a path, and the four steps each are;
 *   - each shortest path to each reachable state is replayed on a bare actor whose actors are
 *     deferred promises, settled as the path's actor events say; after every step the actor's
 *     snapshot must equal the model's, and a path ending closed must have called `close`;
 *   - each distinct transition (state value, event, state value) of the graph is replayed too.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, getStateNodes, type AnyStateNode } from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { flush } from '../test/fakes';
import { jordan, lists, marcus, marcusInCcb, onlyMcToCcb, priya } from '../test/conflictFixtures';
import {
  conflictWizardMachine,
  selectConflictStep,
  type ConflictWizardEvent,
  type ConflictWizardSnapshot,
} from './conflictWizardMachine';

const ACTORS = [
  'loadConflicts',
  'loadHoldContacts',
  'loadPossibleMatches',
  'mergeContact',
  'ignoreContact',
  'countHeldContacts',
  'ignoreAllContacts',
  'exportList',
] as const;

const failed = (actor: (typeof ACTORS)[number]) => ({
  type: `xstate.error.actor.${actor}`,
  error: new Error(`${actor} failed`),
});

/**
 * The steps' model: the person's events and the actors' answers. One answer of each kind that
 * changes what follows: a conflict holding several contacts or only one (the only one listed
 * leaves for /dashboard), a held contact with a match, and every failure. Tabs both ways and
 * 'no match' are covered by the transition tests.
 */
const flowEvents = [
  { type: 'xstate.done.actor.loadConflicts', output: lists },
  failed('loadConflicts'),
  { type: 'xstate.done.actor.loadHoldContacts', output: [priya, marcus] },
  { type: 'xstate.done.actor.loadHoldContacts', output: [jordan] },
  failed('loadHoldContacts'),
  { type: 'xstate.done.actor.loadPossibleMatches', output: [marcusInCcb] },
  failed('loadPossibleMatches'),
  { type: 'xstate.done.actor.mergeContact', output: {} },
  failed('mergeContact'),
  { type: 'xstate.done.actor.ignoreContact', output: {} },
  failed('ignoreContact'),
  { type: 'xstate.done.actor.countHeldContacts', output: 5 },
  failed('countHeldContacts'),
  { type: 'xstate.done.actor.ignoreAllContacts', output: {} },
  failed('ignoreAllContacts'),
  { type: 'conflicts.tab', direction: 'mcToCcb' },
  { type: 'conflict.select', direction: 'ccbToMc', id: 19 },
  { type: 'hold.select', id: marcus.id },
  { type: 'hold.select', id: jordan.id },
  { type: 'match.select', id: marcusInCcb.id },
  { type: 'match.createNew' },
  { type: 'field.choose', field: 'email', choice: 1 },
  { type: 'field.type', field: 'lastName', value: '' },
  { type: 'merge.submit' },
  { type: 'hold.ignore', id: marcus.id },
  { type: 'ignore.dontShowAgain', checked: true },
  { type: 'ignore.confirm' },
  { type: 'ignore.cancel' },
  { type: 'ignoreAll.open' },
  { type: 'ignoreAll.agree', checked: true },
  { type: 'ignoreAll.confirm' },
  { type: 'ignoreAll.cancel' },
  { type: 'wizard.next' },
  { type: 'wizard.back' },
  { type: 'wizard.retry' },
  { type: 'wizard.close' },
  // The actors' answers are not in the machine's event type: the model sends them as the
  // actor system would.
] as unknown as ConflictWizardEvent[];

/**
 * The export region's model, kept apart: it runs beside every step, so in one model it would
 * double the steps' states for nothing they do differently.
 */
const exportEvents = [
  { type: 'xstate.done.actor.loadConflicts', output: onlyMcToCcb },
  { type: 'list.export' },
  { type: 'xstate.done.actor.exportList', output: undefined },
  failed('exportList'),
  { type: 'conflict.select', direction: 'mcToCcb', id: 21 },
  { type: 'wizard.next' },
  { type: 'wizard.close' },
] as unknown as ConflictWizardEvent[];

/** A state's identity: its value and all of its data. */
function serialize(snapshot: ConflictWizardSnapshot): string {
  return JSON.stringify({ value: snapshot.value, status: snapshot.status, ...snapshot.context });
}

const input = { skipIgnoreConfirm: false };

function model(events: ConflictWizardEvent[]) {
  /** An actor's answer only while that actor runs (an unexpected one would fail the machine). */
  const eventsAt = (snapshot: ConflictWizardSnapshot) =>
    events.filter((event) => {
      const actor = /^xstate\.(?:done|error)\.actor\.(.+)$/.exec(event.type)?.[1];
      return actor === undefined || actor in snapshot.children;
    });
  const options = { events: eventsAt, serializeState: serialize, input };
  const paths = getShortestPaths(conflictWizardMachine, options);
  const adjacency = getAdjacencyMap(conflictWizardMachine, options);

  /** One path per distinct transition (state value, event type, state value) that changes state. */
  const toState = new Map(paths.map((path) => [serialize(path.state), path]));
  const seen = new Set<string>();
  const transitions: StatePath<ConflictWizardSnapshot, ConflictWizardEvent>[] = [];
  for (const { state, transitions: next } of Object.values(adjacency)) {
    const from = toState.get(serialize(state));
    if (!from) throw new Error('a reachable state without a path');
    const edges: { event: ConflictWizardEvent; state: ConflictWizardSnapshot }[] =
      Object.values(next);
    for (const { event, state: target } of edges) {
      if (serialize(target) === serialize(state)) continue; // an ignored event
      const key = `${JSON.stringify(state.value)} ${event.type} ${JSON.stringify(target.value)}`;
      if (seen.has(key)) continue;
      seen.add(key);
      transitions.push({
        ...from,
        state: target,
        steps: [...from.steps, { event, state: target }],
      });
    }
  }
  return { paths, adjacency, transitions };
}

const steps = model(flowEvents);
const exporter = model(exportEvents);

/** Replays `path` on a bare actor; returns the effects it asked for. */
async function replay(path: StatePath<ConflictWizardSnapshot, ConflictWizardEvent>) {
  const pending: Record<
    string,
    { resolve: (value: unknown) => void; reject: (e: unknown) => void }[]
  > = {};
  // Each actor answers when the path says so; the outputs are the model's.
  const deferred = (src: string) =>
    fromPromise(
      () => new Promise((resolve, reject) => (pending[src] ??= []).push({ resolve, reject })),
    ) as never;
  const effects: string[] = [];
  const actor = createActor(
    conflictWizardMachine.provide({
      actors: Object.fromEntries(ACTORS.map((name) => [name, deferred(name)])),
      actions: {
        close: () => void effects.push('close'),
        notify: (_, outcome) => void effects.push(`notify ${outcome.kind}`),
        rememberSkipIgnoreConfirm: () => void effects.push('remember'),
      },
    }),
    { input },
  );
  actor.start();
  await flush();
  for (const step of path.steps) {
    const event = step.event as { type: string; output?: unknown; error?: unknown };
    const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
    const error = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
    if (done?.[1]) {
      const call = pending[done[1]]?.at(-1);
      expect(call, `a running ${done[1]}`).toBeDefined();
      call?.resolve(event.output);
    } else if (error?.[1]) {
      const call = pending[error[1]]?.at(-1);
      expect(call, `a running ${error[1]}`).toBeDefined();
      call?.reject(event.error);
    } else if (event.type !== 'xstate.init') {
      actor.send(step.event);
    }
    await flush();
    expect(serialize(actor.getSnapshot())).toBe(serialize(step.state));
    expect(actor.getSnapshot().status).not.toBe('error');
  }
  actor.stop();
  return effects;
}

function allStateNodes(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(allStateNodes)];
}

describe('conflictWizardMachine: model-based paths', () => {
  it('reaches every state node, and each of the four steps', () => {
    const reached = new Set(
      [...steps.paths, ...exporter.paths].flatMap((path) =>
        [...getStateNodes(conflictWizardMachine.root, path.state.value)].map((node) => node.id),
      ),
    );
    const expected = allStateNodes(conflictWizardMachine.root).map((node) => node.id);
    expect(expected.filter((id) => !reached.has(id))).toEqual([]);
    const shown = new Set(steps.paths.map((path) => selectConflictStep(path.state)));
    expect([...shown].sort()).toEqual([1, 2, 3, 4, null]);
    expect(steps.paths.length).toBe(Object.keys(steps.adjacency).length);
  });

  // Thousands of replays: seconds on an idle 2-core machine, several times that while the
  // browser tests run, hence the longer limit (no real time is waited).
  const REPLAY_TIMEOUT_MS = 90_000;

  it.each([
    [`the ${steps.paths.length} shortest paths through the steps`, steps],
    [`the ${exporter.paths.length} shortest paths of the export`, exporter],
  ])(
    'replays %s on a bare actor',
    async (_, { paths }) => {
      for (const path of paths) {
        const effects = await replay(path);
        if (path.state.status === 'done') expect(effects.at(-1)).toBe('close');
        else expect(effects).not.toContain('close');
      }
    },
    REPLAY_TIMEOUT_MS,
  );

  it.each([
    [`the ${steps.transitions.length} distinct transitions of the steps`, steps, 50],
    [`the ${exporter.transitions.length} distinct transitions of the export`, exporter, 5],
  ])(
    'replays %s',
    async (_, { transitions }, least) => {
      for (const transition of transitions) await replay(transition);
      expect(transitions.length).toBeGreaterThan(least);
    },
    REPLAY_TIMEOUT_MS,
  );
});
