/**
 * The contract, checked by a validator: every answer the sandbox gives to the conformance suite's
 * calls, well-formed and malformed, is one openapi.yaml declares for that operation and HTTP
 * status, and validates against its schema (Ajv). Malformed calls fail in the contract's one
 * failure form (HTTP 200, status 0 and a message) after the key is checked (HTTP 401).
 */
import { describe, expect, it } from 'vitest';
import { encodeForm, type ApiPath, type FormObject } from '@flocksync/api-client';
import type { Entry } from '../context';
import { handlers } from '../handlers';
import { createSandbox, DEMO_PASSWORD, type SandboxResponse } from '../index';
import {
  declaredStatuses,
  operations,
  requestFields,
  responseValidator,
  type RequestField,
} from './contract';
import { accountRequests } from './requests.account';
import { churchRequests } from './requests.church';
import type { ConformanceRequest } from './types';

const CLOCK = { now: () => Date.UTC(2026, 0, 15, 14, 30), sleep: async () => {} };
const UNKNOWN_KEY = 'not-a-key-of-anyone';
const requests: ConformanceRequest[] = [...accountRequests, ...churchRequests];
/** One well-formed call per operation, the one the malformed calls are made from. */
const firstCalls = operations.flatMap((path) => {
  const request = requests.find((candidate) => candidate.path === path);
  return request ? [request] : [];
});

type Body = Record<string, unknown>;

/** Calls as the request's account, with its body changed by `edit` (the API key included). */
async function call(
  request: ConformanceRequest,
  edit: (body: Body) => Body = (body) => body,
): Promise<SandboxResponse> {
  const sandbox = createSandbox({ clock: CLOCK });
  const login = await sandbox.handle('/user/login', { email: request.as, password: DEMO_PASSWORD });
  const apiKey = (login.body as { data?: { apiKey?: string } }).data?.apiKey;
  if (!apiKey) throw new Error(`${request.as} cannot log in: ${JSON.stringify(login.body)}`);
  const body = edit({ ...request.body?.(sandbox.world), apiKey });
  return sandbox.handle(request.path, encodeForm(body as FormObject));
}

/** The answer is declared for its HTTP status and validates against that response's schema. */
function expectDeclared(path: string, answer: SandboxResponse) {
  expect(declaredStatuses(path), JSON.stringify(answer)).toContain(String(answer.httpStatus));
  const validate = responseValidator(path, answer.httpStatus);
  const valid = validate(answer.body);
  expect(valid ? [] : validate.errors, JSON.stringify(answer.body).slice(0, 2000)).toEqual([]);
}

/** The contract's one failure form: HTTP 200, status 0 and a message, declared and valid. */
function expectFailure(path: string, answer: SandboxResponse) {
  expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body).toMatchObject({ status: 0, message: expect.stringMatching(/\S/) });
  expectDeclared(path, answer);
}

function without(body: Body, name: string): Body {
  const { [name]: _dropped, ...rest } = body;
  return rest;
}

const fieldsOf = (path: string) => requestFields(path).filter((field) => field.name !== 'apiKey');
const isKeyed = (path: string) => requestFields(path).some((field) => field.name === 'apiKey');
const cases = (pick: (field: RequestField) => boolean) =>
  firstCalls.flatMap((request) =>
    fieldsOf(request.path)
      .filter(pick)
      .map((field) => [`${request.path} ${field.name}`, request, field] as const),
  );

describe('the sandbox answers what openapi.yaml declares', () => {
  it.each(requests.map((request) => [describeRequest(request), request] as const))(
    'well-formed: %s',
    async (_name, request) => {
      expectDeclared(request.path, await call(request));
    },
  );

  it.each(cases((field) => field.required))(
    'a missing required field fails with status 0: %s',
    async (_name, request, field) => {
      expectFailure(request.path, await call(request, (body) => without(body, field.name)));
    },
  );

  it.each(cases((field) => field.required && (field.schema.minLength ?? 0) > 0))(
    'a blank field the contract says is at least one character fails: %s',
    async (_name, request, field) => {
      expectFailure(request.path, await call(request, (body) => ({ ...body, [field.name]: '' })));
    },
  );

  it.each(
    cases((field) => field.name === 'page').flatMap(([name, request, field]) =>
      ['abc', '0', '', '-1', '1.5'].map(
        (page) => [`${name}=${page}`, request, field, page] as const,
      ),
    ),
  )('a page that is not an integer of at least 1 fails: %s', async (_name, request, _f, page) => {
    expect(
      requestFields(request.path).find((field) => field.name === 'page')?.schema,
    ).toMatchObject({ type: 'integer', minimum: 1 });
    expectFailure(request.path, await call(request, (body) => ({ ...body, page })));
  });

  it.each(cases((field) => Array.isArray(field.schema.enum)))(
    'a value outside its enum fails: %s',
    async (_name, request, field) => {
      const outside = field.schema.type === 'integer' ? '2' : 'not-in-the-enum';
      expect(field.schema.enum).not.toContain(field.schema.type === 'integer' ? 2 : outside);
      expectFailure(
        request.path,
        await call(request, (body) => ({ ...body, [field.name]: outside })),
      );
    },
  );

  it.each(firstCalls.filter((request) => isKeyed(request.path)).map((r) => [r.path, r] as const))(
    'an unknown key is HTTP 401 before any missing field: %s',
    async (path, request) => {
      const answer = await call(request, () => ({ apiKey: UNKNOWN_KEY }));
      expect(answer.httpStatus, JSON.stringify(answer.body)).toBe(401);
      expectDeclared(path, answer);
    },
  );

  it('asks for exactly the fields the contract requires', () => {
    const disagreements = operations.flatMap((path) => {
      const entry = handlers[path as ApiPath] as Entry<ApiPath> | undefined;
      const sandbox = [...(entry?.required ?? [])].sort();
      const declared = fieldsOf(path)
        .filter((field) => field.required)
        .map((field) => field.name)
        .sort();
      return sandbox.join() === declared.join() ? [] : [{ path, sandbox, declared }];
    });
    expect(disagreements).toEqual([]);
  });

  it('declares one failure form: no HTTP 400, and 401 on every keyed operation', () => {
    for (const path of operations) {
      expect(declaredStatuses(path), path).not.toContain('400');
      if (isKeyed(path)) expect(declaredStatuses(path), path).toContain('401');
    }
  });
});

function describeRequest(request: ConformanceRequest): string {
  return `${request.path} as ${request.as}${request.note ? ` (${request.note})` : ''}`;
}
