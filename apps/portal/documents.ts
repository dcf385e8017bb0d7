import { paths } from './src/app/paths.ts';

/**
 * Which HTML document a server sends for a path (ADR 027). The public pages are
 * prerendered at build time, each into its own file, with their critical styles inlined; every
 * signed-in route gets `app.html`, the empty page the app renders into; anything that is not a
 * route gets the prerendered not-found page with status 404. `npm start` (vite.config.ts) and
 * deploy/ (its generated `documents.inc`, `nginxDocumentMap` below) follow this table.
 */
export interface PrerenderedPage {
  /** An address that shows the page (a placeholder fills any parameter). */
  url: string;
  /** Where its HTML is written in the build. */
  file: string;
}

/** The document every signed-in route loads: no markup, the app renders it. */
export const APP_DOCUMENT = 'app.html';
export const NOT_FOUND_DOCUMENT = '404.html';

type Entry = (typeof paths)[keyof typeof paths];
const entries: Entry[] = Object.values(paths);

/** `/reset-password/:key` → `reset-password/index.html`; `/` → `index.html`. */
const fileOf = (pattern: string) => {
  const fixed = pattern.split('/:')[0]?.replace(/^\/+|\/+$/g, '') ?? '';
  return fixed ? `${fixed}/index.html` : 'index.html';
};

const patternRegex = (pattern: string) =>
  new RegExp(
    `^${pattern
      .split('/')
      .map((part) =>
        part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&'),
      )
      .join('/')}/?$`,
    // The router matches without regard to case.
    'i',
  );

/** Every public page, prerendered, and the not-found page. */
export const prerenderedPages: PrerenderedPage[] = [
  ...entries
    .filter((entry) => entry.access === 'public' && entry.page)
    .map((entry) => ({
      url: entry.pattern.replace(/:[^/]+/g, 'prerendered'),
      file: fileOf(entry.pattern),
    })),
  { url: '/not-found', file: NOT_FOUND_DOCUMENT },
];

/** The document and status for a path (no query string). */
export function documentFor(pathname: string): { file: string; status: 200 | 404 } {
  const entry = entries.find((candidate) => patternRegex(candidate.pattern).test(pathname));
  if (!entry) return { file: NOT_FOUND_DOCUMENT, status: 404 };
  if (entry.access === 'public' && entry.page) return { file: fileOf(entry.pattern), status: 200 };
  return { file: APP_DOCUMENT, status: 200 };
}

/**
 * The same table for nginx (deploy/): a `map` from the request's raw path to the document it
 * gets, matched without regard to case like the router; anything unlisted is not a route (404).
 */
export function nginxDocumentMap(variable = '$flocksync_document'): string {
  // PCRE on the raw path (before any query); a parameter is one segment, as for the router.
  const regexOf = (pattern: string) =>
    `~*^${pattern
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/')}/?(?:[?]|$)`;
  const lines = entries.map((entry) => {
    const { file } = documentFor(entry.pattern.replace(/:[^/]+/g, 'x'));
    return `    ${regexOf(entry.pattern)} /${file};`;
  });
  return [`map $request_uri ${variable} {`, '    default /.not-a-route;', ...lines, '}', ''].join(
    '\n',
  );
}
