/**
 * Conformance: every operation of openapi.yaml is called at least once against the sandbox, and
 * each answer is validated against the operation's 200 response schema. Each call runs on a
 * freshly seeded world (fixed seed and clock), so requests never depend on one another.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { encodeForm, type FormObject } from '@flocksync/api-client';
import { createSandbox, DEMO_PASSWORD } from '../index';
import { operations, responseValidator } from './contract';
import { accountRequests } from './requests.account';
import { churchRequests } from './requests.church';
import type { ConformanceRequest } from './types';

const requests: ConformanceRequest[] = [...accountRequests, ...churchRequests];

/** `/sync/check` reports a job state in `status`: 0 running, 1 done, 2 queued. */
const STATUS_IS_STATE = new Set(['/sync/check']);
const CLOCK = { now: () => Date.UTC(2026, 0, 15, 14, 30), sleep: async () => {} };

async function call(request: ConformanceRequest) {
  const sandbox = createSandbox({ clock: CLOCK });
  const login = await sandbox.handle('/user/login', { email: request.as, password: DEMO_PASSWORD });
  const apiKey = (login.body as { data?: { apiKey?: string } }).data?.apiKey;
  if (!apiKey) throw new Error(`${request.as} cannot log in: ${JSON.stringify(login.body)}`);
  const body = { ...request.body?.(sandbox.world), apiKey } as FormObject;
  return sandbox.handle(request.path, encodeForm(body));
}

const covered = new Set<string>(requests.map((request) => request.path));
const missing = operations.filter((path) => !covered.has(path));

describe('sandbox conformance with openapi.yaml', () => {
  afterAll(() => {
    console.info(
      `conformance: ${operations.length - missing.length}/${operations.length} operations`,
    );
  });

  it.each(requests.map((request) => [describeRequest(request), request] as const))(
    '%s',
    async (_name, request) => {
      const { httpStatus, body } = await call(request);
      expect(httpStatus, JSON.stringify(body)).toBe(200);
      const status = (body as { status?: unknown }).status;
      if (STATUS_IS_STATE.has(request.path)) expect([0, 1, 2]).toContain(status);
      else expect(status, JSON.stringify(body)).toBe(1);
      const validate = responseValidator(request.path, 200);
      const valid = validate(body);
      expect(valid ? [] : validate.errors, JSON.stringify(body).slice(0, 2000)).toEqual([]);
    },
  );

  it('calls only operations of the contract', () => {
    expect([...covered].filter((path) => !operations.includes(path))).toEqual([]);
  });

  it('calls every operation of the contract at least once', () => {
    expect(missing).toEqual([]);
  });
});

function describeRequest(request: ConformanceRequest): string {
  return `${request.path} as ${request.as}${request.note ? ` (${request.note})` : ''}`;
}
