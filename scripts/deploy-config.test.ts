import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH, securityHeaders } from '../apps/portal/csp';
import {
  APP_DOCUMENT,
  documentFor,
  NOT_FOUND_DOCUMENT,
  prerenderedPages,
} from '../apps/portal/documents';
import { paths } from '../apps/portal/src/app/paths';

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

  it('takes CSP reports where the policy sends them', () => {
    expect(locations.map((location) => location.where)).toContain(`= ${CSP_REPORT_PATH}`);
  });

  it('serves each document as npm start does (apps/portal/documents.ts)', () => {
    const firstSegment = (pattern: string) => pattern.split('/')[1] ?? '';
    const entries = Object.values(paths);
    const signedIn = new Set(
      entries.filter((entry) => entry.access !== 'public').map((e) => firstSegment(e.pattern)),
    );
    const appLocation = locations.find((location) => location.body.includes(`/${APP_DOCUMENT}`));
    const listed = /\^\/\(([^)]+)\)/.exec(appLocation?.where ?? '')?.[1]?.split('|');
    expect(new Set(listed)).toEqual(signedIn);
    // A public page with a parameter has one prerendered file for every value.
    for (const entry of entries.filter((e) => e.access === 'public' && e.pattern.includes(':'))) {
      const prefix = entry.pattern.split('/:')[0];
      const location = locations.find((l) => l.where === `^~ ${prefix}/`);
      expect(location?.body, entry.pattern).toContain(`try_files ${prefix}/index.html =404;`);
    }
    // Public pages without one are found as folder/index.html, anything else is the 404 page.
    expect(locations.find((l) => l.where === '/')?.body).toContain(
      'try_files $uri $uri/index.html =404;',
    );
    expect(conf).toContain(`error_page 404 /${NOT_FOUND_DOCUMENT};`);
  });
});

describe('apps/portal/documents.ts', () => {
  it('sends each path its document', () => {
    expect(documentFor('/')).toEqual({ file: 'index.html', status: 200 });
    expect(documentFor('/signup')).toEqual({ file: 'signup/index.html', status: 200 });
    expect(documentFor('/reset-password/k3y')).toEqual({
      file: 'reset-password/index.html',
      status: 200,
    });
    expect(documentFor('/403')).toEqual({ file: '403/index.html', status: 200 });
    expect(documentFor('/dashboard')).toEqual({ file: APP_DOCUMENT, status: 200 });
    expect(documentFor('/logs/details/7/statistics/3')).toEqual({
      file: APP_DOCUMENT,
      status: 200,
    });
    expect(documentFor('/tools/Ignored-emails')).toEqual({ file: APP_DOCUMENT, status: 200 });
    expect(documentFor('/nope')).toEqual({ file: NOT_FOUND_DOCUMENT, status: 404 });
    expect(documentFor('/dashboard/extra')).toEqual({ file: NOT_FOUND_DOCUMENT, status: 404 });
  });

  it('prerenders every public page that has one, and the not-found page', () => {
    expect(prerenderedPages.map((page) => page.file).sort()).toEqual([
      '403/index.html',
      '404.html',
      'forgot-password/index.html',
      'index.html',
      'reset-password/index.html',
      'signup/index.html',
    ]);
  });
});
