import { beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient, type ApiPath } from '@flocksync/api-client';
import { createSandbox, DEMO_PASSWORD, type Sandbox } from '@flocksync/sandbox';
import { buildRemoveInput } from '@flocksync/flows';
import { apiQueryOptions, createPortalQueryClient, type ApiFetch } from '@/lib/query';
import { lookUpBrokenPairs } from './resolverLookup';

const BASE = 'http://sandbox.test/v1/api';

let sandbox: Sandbox;
let calls: string[];

/** A client whose fetch is the sandbox itself, counting the calls by path. */
function clientFor(apiKey: string | null): ApiClient {
  return createApiClient({
    baseUrl: BASE,
    getApiKey: () => apiKey,
    fetch: async (input) => {
      const request = input as Request;
      const path = new URL(request.url).pathname.replace('/v1/api', '');
      calls.push(path);
      const answer = await sandbox.handle(path, await request.text());
      return new Response(JSON.stringify(answer.body), {
        status: answer.httpStatus,
        headers: { 'content-type': 'application/json' },
      });
    },
  });
}

async function as(email: string): Promise<ApiClient> {
  const { data } = await clientFor(null).call('/user/login', { email, password: DEMO_PASSWORD });
  return clientFor(data.apiKey);
}

/** Reads through a fresh query cache over `api`, as the resolver's actor does. */
function cached(api: ApiClient): ApiFetch {
  const queryClient = createPortalQueryClient();
  return (path, body) => queryClient.fetchQuery(apiQueryOptions(api, 'key', path, body));
}

async function brokenPairs(api: ApiClient) {
  const ccbToMc = (await api.call('/ccb/saved-search')).data;
  const mcToCcb = (await api.call('/ccb/get-mc-to-ccb')).data;
  return {
    ccbToMc: ccbToMc.filter((pair) => pair.hasMcConflict === 1),
    mcToCcb: mcToCcb.filter((pair) => pair.hasMcConflict === 1),
  };
}

const count = (path: ApiPath) => calls.filter((call) => call === path).length;

beforeEach(() => {
  sandbox = createSandbox();
  calls = [];
});

describe('lookUpBrokenPairs', () => {
  it('finds the broken part of each broken pair of both directions', async () => {
    const api = await as('broken@demo.church');
    const broken = await brokenPairs(api);
    const checked = await lookUpBrokenPairs(cached(api), broken);

    expect(checked.ccbToMc.map((check) => check.pair.id)).toEqual(
      broken.ccbToMc.map((pair) => pair.id),
    );
    expect(checked.mcToCcb.map((check) => check.pair.id)).toEqual(
      broken.mcToCcb.map((pair) => pair.id),
    );
    // The broken church's pairs and the part each lost (the sandbox's own reading of them).
    const parts = (check: (typeof checked.ccbToMc)[number] | (typeof checked.mcToCcb)[number]) =>
      Object.entries(check.broken)
        .filter(([, broken]) => broken)
        .map(([part]) => part);
    expect(checked.ccbToMc.map((check) => [check.pair.ccbGroupName, parts(check)])).toEqual([
      ['Youth Group', ['group']],
      ['Worship Team', ['target']],
      ["Women's Bible Study", ['target']],
    ]);
    expect(checked.mcToCcb.map((check) => [check.pair.ccbGroupName, parts(check)])).toEqual([
      ['Newcomers', ['group']],
      ['Prayer Team', ['audience', 'target']],
    ]);
  });

  it('leaves out pairs that are no longer broken', async () => {
    const api = await as('broken@demo.church');
    const broken = await brokenPairs(api);
    const [first, ...rest] = broken.ccbToMc;
    if (!first) throw new Error('no broken pair');
    await api.call('/sync-pair/remove-ccb-mc', buildRemoveInput('ccbToMc', first).body);

    const checked = await lookUpBrokenPairs(cached(api), broken);
    expect(checked.ccbToMc.map((check) => check.pair.id)).toEqual(rest.map((pair) => pair.id));
  });

  it('asks each list once, however many pairs share it', async () => {
    const api = await as('broken@demo.church');
    const broken = await brokenPairs(api);
    const twice = {
      ccbToMc: [...broken.ccbToMc, ...broken.ccbToMc],
      mcToCcb: [...broken.mcToCcb, ...broken.mcToCcb],
    };
    calls = [];
    await lookUpBrokenPairs(cached(api), twice);
    expect(count('/ccb/saved-search')).toBe(1);
    expect(count('/ccb/get-mc-to-ccb')).toBe(1);
    expect(count('/ccb/all-campus')).toBe(1);
    expect(count('/mailchimp/all-audience')).toBe(1);
    const campuses = new Set([
      ...broken.ccbToMc.map((pair) => pair.campusId),
      ...broken.mcToCcb.map((p) => p.campusId),
    ]);
    expect(count('/ccb/all-groups')).toBeLessThanOrEqual(campuses.size);
  });

  it('skips the pair lists of a direction with nothing broken', async () => {
    const api = await as('ready@demo.church');
    calls = [];
    expect(await lookUpBrokenPairs(cached(api), { ccbToMc: [], mcToCcb: [] })).toEqual({
      ccbToMc: [],
      mcToCcb: [],
    });
    expect(count('/ccb/saved-search') + count('/ccb/get-mc-to-ccb')).toBe(0);
  });
});
