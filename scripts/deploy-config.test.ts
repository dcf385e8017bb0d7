import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CSP_REPORT_PATH, securityHeaders } from '../apps/portal/csp';
import {
  APP_DOCUMENT,
  documentFor,
  nginxDocumentMap,
  NOT_FOUND_DOCUMENT,
  prerenderedPages,
} from '../apps/portal/documents';
import { paths } from '../apps/portal/src/app/paths';
import { CONNECT_SOURCE, generatedFiles, MEDIA_SOURCE } from './deploy-files';

/**
 * deploy/ renders nginx's configuration from templates (deploy/render.sh). Two of them come from
 * the portal's own tables and must be exactly what those tables give today: the headers of
 * `npm start` (apps/portal/csp.ts) and the document of each path (apps/portal/documents.ts).
 * e2e-deploy/ runs the rendered result in real nginx.
 */
const read = (name: string) => readFileSync(new URL(`../${name}`, import.meta.url), 'utf8');
const site = read('deploy/templates/site.inc.template');
const INCLUDE = 'include ${FLOCKSYNC_INCLUDE_DIR}/security-headers.inc;';

// A location runs from its line to the next `}` at the start of a line (bodies hold `${…}`).
const LOCATION = /^location\s+(.+?)\s*\{\n([\s\S]*?)\n\}/gm;
const locations = [...site.matchAll(LOCATION)].map(([, where, body]) => ({
  where: where ?? '',
  body: body ?? '',
}));
const serverLevel = site.replace(LOCATION, '');

describe('deploy/templates', () => {
  it("hold the generated files as the portal's tables give them today", () => {
    for (const [file, generate] of Object.entries(generatedFiles))
      expect(read(file), `${file}: run node scripts/deploy-generate.mjs`).toBe(generate());
  });

  it('send the headers of csp.ts, each always, the configured origins filled in', () => {
    const template = read('deploy/templates/security-headers.inc.template');
    const lines = template.split('\n').filter((line) => line.trim() && !line.startsWith('#'));
    const fill = (connect: string, media: string) =>
      Object.fromEntries(
        lines.map((line) => {
          const match = /^add_header ([\w-]+) "((?:[^"\\]|\\.)*)" always;$/.exec(line.trim());
          expect(match, line).not.toBeNull();
          const value = (match?.[2] ?? '')
            .replace(/\\"/g, '"')
            .replace(CONNECT_SOURCE, connect && ` ${connect}`)
            .replace(MEDIA_SOURCE, media && ` ${media}`);
          return [match?.[1], value];
        }),
      );
    expect(fill('', '')).toEqual(securityHeaders());
    expect(
      fill('https://api.example.org https://reports.example.org', 'https://media.example.org'),
    ).toEqual(
      securityHeaders({
        apiBaseUrl: 'https://api.example.org/v1/api',
        welcomeVideoUrl: 'https://media.example.org/welcome.mp4',
        errorReportUrl: 'https://reports.example.org/client',
      }),
    );
  });

  it('send them on every answer: at the server level and in every location with its own', () => {
    expect(serverLevel).toContain(INCLUDE);
    const own = locations.filter((location) => /add_header/.test(location.body));
    expect(own.length).toBeGreaterThan(3);
    for (const location of own) expect(location.body, location.where).toContain(INCLUDE);
  });

  it('take CSP reports where the policy sends them', () => {
    expect(locations.map((location) => location.where)).toContain(`= ${CSP_REPORT_PATH}`);
  });

  it("give each path the document apps/portal/documents.ts names, as nginx's map matches", () => {
    const map = nginxDocumentMap();
    const rules = [...map.matchAll(/^ {4}~\*(\S+) (\S+);$/gm)].map(([, regex, file]) => ({
      regex: new RegExp(regex ?? '', 'i'),
      file: (file ?? '').slice(1),
    }));
    expect(rules.length).toBe(Object.keys(paths).length);
    const nginxDocument = (requestUri: string) =>
      rules.find((rule) => rule.regex.test(requestUri))?.file ?? NOT_FOUND_DOCUMENT;
    const corpus = [
      ...Object.values(paths).map((entry) => entry.pattern.replace(/:[^/]+/g, 'x1')),
      '/Signup',
      '/signup/',
      '/signup?next=%2Fsync',
      '/SYNC',
      '/sync/foo',
      '/logs/details/5/x',
      '/index.html',
      '/app.html',
      '/404.html',
      '/dashboard/extra',
      '//',
      '/reset-password/',
      '/reset-password/a/b',
    ];
    for (const uri of corpus)
      expect(nginxDocument(uri), uri).toBe(documentFor(uri.split('?')[0] ?? uri).file);
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
