/**
 * Benchmarks of the sandbox (run with `npx vitest bench --project unit packages/api-client`):
 * building the worlds, and the heavier calls on the large one (1,500+ pairs, 20,000+ people,
 * 5,000+ logs). Building the large world should stay well under a second.
 */
import { bench, describe } from 'vitest';
import { runSync, settingsOf } from './domains/engine';
import { searchLogs } from './domains/logs';
import { accountOf, createWorld, findUserByEmail, type World } from './world';

const SEED = 20261121;

function readyOf(world: World) {
  const user = findUserByEmail(world, 'ready@demo.church');
  if (!user) throw new Error('no ready account');
  return { user, church: accountOf(world, user).church };
}

describe('building the world', () => {
  bench('demo world', () => {
    createWorld({ seed: SEED, size: 'demo' });
  });

  bench(
    'large world',
    () => {
      createWorld({ seed: SEED, size: 'large' });
    },
    { iterations: 5, warmupIterations: 1 },
  );
});

describe('the large ready church', () => {
  const large = createWorld({ seed: SEED, size: 'large' });
  const { user, church } = readyOf(large);
  let at = Date.UTC(2026, 0, 15);

  bench(
    'a full sync (1,800 pairs)',
    () => {
      at += 60_000;
      runSync(church, { cleanup: false, newOnly: false, settings: settingsOf(user.record), at });
    },
    { iterations: 5, warmupIterations: 1 },
  );

  bench('log search over 10,000 logs', () => {
    searchLogs(church, 'smith');
  });
});
