import { http, HttpResponse, type HttpHandler, type JsonBodyType } from 'msw';
import { SandboxNetworkFault, type Sandbox } from './index';

/**
 * MSW adapter: answers every `POST …/v1/api/*` from the sandbox core. Used by Storybook
 * (browser worker) and unit tests (`msw/node`).
 */
export function sandboxHandlers(sandbox: Sandbox, baseUrl = '*/v1/api'): HttpHandler[] {
  return [
    http.post(`${baseUrl}/*`, async ({ request }) => {
      const path = new URL(request.url).pathname.replace(/^.*\/v1\/api/, '');
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
    }),
  ];
}
