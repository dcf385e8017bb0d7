import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Plugin } from 'vite';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './accounts';
import { createSandbox, SandboxNetworkFault, type Sandbox, type SandboxOptions } from './index';

const MOUNT = '/v1/api';

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Connect middleware answering `POST /v1/api/*` from one sandbox. */
export function sandboxMiddleware(sandbox: Sandbox) {
  return async (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    const url = request.url ?? '';
    if (!url.startsWith(MOUNT + '/')) return next();
    if (request.method !== 'POST') {
      response.statusCode = 405;
      response.setHeader('Allow', 'POST');
      response.end();
      return;
    }
    try {
      const path = url.slice(MOUNT.length).split('?')[0] ?? '';
      const result = await sandbox.handle(path, await readBody(request));
      response.statusCode = result.httpStatus;
      response.setHeader('Cache-Control', 'no-store');
      if (typeof result.body === 'string') {
        response.setHeader('Content-Type', 'text/plain; charset=utf-8');
        response.end(result.body);
      } else {
        response.setHeader('Content-Type', 'application/json; charset=utf-8');
        response.end(JSON.stringify(result.body));
      }
    } catch (error) {
      if (error instanceof SandboxNetworkFault) {
        // A `network` fault: drop the connection without an answer.
        request.socket.destroy();
        return;
      }
      response.statusCode = 500;
      response.setHeader('Content-Type', 'application/json; charset=utf-8');
      response.end(JSON.stringify({ status: 0, message: 'Sandbox failure' }));
      console.error('[sandbox]', error);
    }
  };
}

/**
 * Vite plugin: mounts the sandbox at /v1/api for `vite` (npm run dev) and `vite preview`
 * (npm start), so the portal and a working API share one origin.
 */
export function sandboxPlugin(options: SandboxOptions = {}): Plugin {
  const sandbox = createSandbox(options);
  const middleware = sandboxMiddleware(sandbox);
  return {
    name: 'flocksync-sandbox',
    configureServer(server) {
      server.middlewares.use(middleware);
      server.httpServer?.once('listening', printDemoLogins);
    },
    configurePreviewServer(server) {
      server.middlewares.use(middleware);
      server.httpServer.once('listening', printDemoLogins);
    },
  };
}

function printDemoLogins() {
  const width = Math.max(...DEMO_ACCOUNTS.map((account) => account.email.length));
  const lines = DEMO_ACCOUNTS.map(
    (account) => `    ${account.email.padEnd(width)}  ${account.purpose}`,
  );
  console.log(
    `\n  Sandbox API at /v1/api. Demo logins (password ${DEMO_PASSWORD}):\n${lines.join('\n')}\n`,
  );
}
