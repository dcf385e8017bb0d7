import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH, securityHeaders } from '../apps/portal/csp';

/**
 * `deploy/nginx.conf` is the ready-to-use static-server config of a real deployment (portal and
 * API on one origin). Its headers (`deploy/security-headers.conf`) must be exactly the ones
 * `npm start` sends (`apps/portal/csp.ts`), on every answer (`always`): at the server level, and
 * again in every location that adds a header of its own (nginx drops inherited `add_header`s there).
 */
const read = (name: string) => readFileSync(new URL(`../deploy/${name}`, import.meta.url), 'utf8');
const conf = read('nginx.conf');
const headers = read('security-headers.conf');
const INCLUDE = 'include /etc/nginx/flocksync/security-headers.conf;';

const locations = [...conf.matchAll(/location\s+([^{]+)\{([^}]*)\}/g)].map(([, where, body]) => ({
  where: (where ?? '').trim(),
  body: body ?? '',
}));
const serverLevel = conf.replace(/location[^{]*\{[^}]*\}/g, '');

describe('deploy/nginx.conf', () => {
  it('security-headers.conf holds exactly the headers of csp.ts, each sent always', () => {
    const lines = headers.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const sent = Object.fromEntries(
      lines.map((line) => {
        const match = /^add_header ([\w-]+) "((?:[^"\\]|\\.)*)" always;$/.exec(line.trim());
        expect(match, line).not.toBeNull();
        return [match?.[1], match?.[2]?.replace(/\\"/g, '"')];
      }),
    );
    expect(sent).toEqual(securityHeaders());
  });

  it('sends them on every answer: at the server level and in every location with its own', () => {
    expect(serverLevel).toContain(INCLUDE);
    const own = locations.filter((location) => /add_header/.test(location.body));
    expect(own.length).toBeGreaterThan(0);
    for (const location of own) expect(location.body, location.where).toContain(INCLUDE);
  });

  it('takes CSP reports where the policy sends them, and serves the app for every route', () => {
    expect(locations.map((location) => location.where)).toContain(`= ${CSP_REPORT_PATH}`);
    expect(conf).toContain('try_files $uri /index.html;');
  });
});
