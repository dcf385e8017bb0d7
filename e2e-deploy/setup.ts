import { execFileSync, execSync, spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as sandboxIndex from '@flocksync/sandbox';
import type * as sandboxVite from '@flocksync/sandbox/vite';
import { importWorkspaceModule } from '../vite.shared.ts';
import { ports, urls } from './ports.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** Debian's nginx, installed when missing and running as root (as Chromium is); else says how. */
function ensureNginx() {
  if (existsSync(NGINX)) return;
  if (process.getuid?.() !== 0)
    throw new Error(
      'The deploy test needs nginx: sudo apt-get install -y nginx-light gettext-base',
    );
  execSync(
    'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx-light gettext-base openssl',
    { stdio: 'inherit' },
  );
}

/** The portal built once for a real API, as a deployment builds it (README "Deploying"). */
function buildPortal(outDir: string) {
  execFileSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--outDir',
      outDir,
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    {
      cwd: join(root, 'apps/portal'),
      stdio: 'inherit',
      env: {
        ...process.env,
        NODE_ENV: 'production',
        VITE_API_BASE_URL: '/v1/api',
        SANDBOX_API: '',
      },
    },
  );
}

/** One report as the stand-in received it (its body, as sent). */
export interface CollectedReport {
  body: string;
}

/**
 * The stand-in API: the sandbox's own /v1/api over HTTP (so the demo accounts sign in), with CORS
 * for the cross-origin portal, and two collectors, /csp-report and /client-report (the error
 * reports), each listed by a `GET` of its path.
 */
async function startStandInApi() {
  const { createSandbox } = await importWorkspaceModule<typeof sandboxIndex>(
    join(root, 'packages/sandbox/src/index.ts'),
  );
  const { sandboxMiddleware } = await importWorkspaceModule<typeof sandboxVite>(
    join(root, 'packages/sandbox/src/vite.ts'),
  );
  const answer = sandboxMiddleware(createSandbox({ latencyMs: 20 }));
  const collected: Record<string, CollectedReport[]> = { '/csp-report': [], '/client-report': [] };
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (request.headers.origin === urls.crossOrigin) {
      response.setHeader('Access-Control-Allow-Origin', urls.crossOrigin);
      response.setHeader('Vary', 'Origin');
    }
    if (request.method === 'OPTIONS') {
      response.setHeader('Access-Control-Allow-Methods', 'POST');
      response.setHeader('Access-Control-Allow-Headers', 'Content-Type');
      response.statusCode = 204;
      response.end();
      return;
    }
    const reports = collected[request.url ?? ''];
    if (reports) {
      if (request.method === 'GET') {
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(reports));
        return;
      }
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        reports.push({ body: Buffer.concat(chunks).toString('utf8') });
        response.statusCode = 204;
        response.end();
      });
      return;
    }
    void answer(request, response, () => {
      response.statusCode = 404;
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(ports.api, '127.0.0.1', resolve));
  return server;
}

/** One nginx, configured by deploy/render.sh from the environment a deployment would set. */
function startNginx(work: string, name: string, env: Record<string, string>): ChildProcess {
  const prefix = join(work, name);
  const confDir = join(prefix, 'conf.d');
  mkdirSync(join(prefix, 'tmp'), { recursive: true });
  mkdirSync(confDir, { recursive: true });
  execFileSync('sh', [join(root, 'deploy/render.sh')], {
    env: { ...process.env, ...env, FLOCKSYNC_CONF_DIR: confDir },
    stdio: 'inherit',
  });
  const temp = (kind: string) => `${kind}_temp_path ${join(prefix, 'tmp', kind)};`;
  writeFileSync(
    join(prefix, 'nginx.conf'),
    [
      // As root, workers would otherwise run as nobody, who cannot read the test's folders.
      process.getuid?.() === 0 ? 'user root;' : '',
      'worker_processes 1;',
      'daemon off;',
      `pid ${join(prefix, 'nginx.pid')};`,
      `error_log ${join(prefix, 'error.log')} warn;`,
      'events { worker_connections 256; }',
      'http {',
      '  include /etc/nginx/mime.types;',
      '  default_type application/octet-stream;',
      '  access_log off;',
      `  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}`,
      `  include ${confDir}/*.conf;`,
      '}',
      '',
    ].join('\n'),
  );
  const nginx = spawn(NGINX, ['-p', prefix, '-c', join(prefix, 'nginx.conf')], {
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return nginx;
}

async function waitForPort(port: number, timeoutMs = 15_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.end();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    if (Date.now() > until) throw new Error(`nothing answers on port ${port}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export default async function globalSetup() {
  ensureNginx();
  const work = mkdtempSync(join(tmpdir(), 'flocksync-deploy-'));
  chmodSync(work, 0o755);
  const dist = join(work, 'dist');
  buildPortal(dist);
  process.env.DEPLOY_TEST_DIST = dist;

  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      join(work, 'tls.key'),
      '-out',
      join(work, 'tls.crt'),
    ],
    { stdio: 'ignore' },
  );

  const api = await startStandInApi();
  const servers = [
    startNginx(work, 'same-origin', {
      FLOCKSYNC_ROOT: dist,
      FLOCKSYNC_API_BASE_URL: '/v1/api',
      FLOCKSYNC_API_UPSTREAM: urls.api,
      FLOCKSYNC_HTTP_PORT: String(ports.sameOriginHttp),
      FLOCKSYNC_HTTPS_PORT: String(ports.sameOriginHttps),
      FLOCKSYNC_TLS_CERT: join(work, 'tls.crt'),
      FLOCKSYNC_TLS_KEY: join(work, 'tls.key'),
    }),
    startNginx(work, 'cross-origin', {
      FLOCKSYNC_ROOT: dist,
      FLOCKSYNC_API_BASE_URL: `${urls.api}/v1/api`,
      FLOCKSYNC_ERROR_REPORT_URL: `${urls.api}/client-report`,
      FLOCKSYNC_HTTP_PORT: String(ports.crossOrigin),
    }),
  ];
  await Promise.all(
    [ports.api, ports.sameOriginHttp, ports.sameOriginHttps, ports.crossOrigin].map((port) =>
      waitForPort(port),
    ),
  );

  return async () => {
    for (const server of servers) server.kill('SIGTERM');
    await new Promise((resolve) => api.close(resolve));
    rmSync(work, { recursive: true, force: true });
  };
}
