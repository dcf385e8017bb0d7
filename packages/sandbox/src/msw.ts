import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import {
  createSandbox,
  FAULT_DEFAULT_DELAY_MS,
  faultFor,
  realClock,
  takeFault,
  SandboxNetworkFault,
  type Fault,
  type Sandbox,
  type SandboxClock,
} from './index';

const pathOf = (request: Request) => new URL(request.url).pathname.replace(/^.*\/v1\/api/, '');

/** One call answered by `sandbox`, as MSW hands it back (a dropped connection for `network`). */
async function answer(sandbox: Sandbox, path: string, request: Request) {
  let result;
  try {
    result = await sandbox.handle(path, await request.text());
  } catch (error) {
    if (error instanceof SandboxNetworkFault) return HttpResponse.error();
    throw error;
  }
  return typeof result.body === 'string'
    ? new HttpResponse(result.body, { status: result.httpStatus })
    : HttpResponse.json(result.body as JsonBodyType, { status: result.httpStatus });
}

/**
 * MSW adapter: answers every `POST …/v1/api/*` from the sandbox core. Used by Storybook
 * (browser worker) and unit tests (`msw/node`).
 */
export function sandboxHandlers(sandbox: Sandbox, baseUrl = '*/v1/api'): HttpHandler[] {
  return [
    http.post(`${baseUrl}/*`, async ({ request }) => answer(sandbox, pathOf(request), request)),
  ];
}

/**
 * Faults in front of other handlers: a faulted call is answered exactly as the sandbox answers
 * it (same messages, statuses, dropped connection, hang); every other call goes on to the
 * handlers behind (a story's own sandbox, its fixed answers), and so does a `slow` one once its
 * delay is over. Storybook's "Sandbox fault" toolbar puts these in front of whatever story is open.
 */
export function sandboxFaultHandlers(
  faults: Map<string, Fault>,
  { baseUrl = '*/v1/api', clock = realClock }: { baseUrl?: string; clock?: SandboxClock } = {},
): HttpHandler[] {
  // A sandbox of its own answers the faulted calls: it answers them before reading its world.
  let faulty: Sandbox | undefined;
  return [
    http.post(`${baseUrl}/*`, async ({ request }) => {
      const path = pathOf(request);
      const fault = faultFor(faults, path);
      if (!fault) return undefined;
      if (fault.kind === 'slow') {
        takeFault(faults, path);
        await clock.sleep(Number(fault.arg) || FAULT_DEFAULT_DELAY_MS);
        return undefined;
      }
      // The faulty sandbox takes (and counts) the fault as it answers.
      faulty ??= createSandbox({ faults, clock });
      return answer(faulty, path, request);
    }),
  ];
}
