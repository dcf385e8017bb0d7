import { createHash } from 'node:crypto';
import { EARLY_ACTIONS } from './src/lib/earlyActions.ts';

/**
 * A prerendered page's script waits for its first paint (ADR 030).
 *
 * The page is whole without JavaScript (ADR 027), but a `<script type="module">` in the head is
 * fetched at once and run as soon as the HTML is parsed, often before the browser has painted
 * anything: the paint then waits for the app's code, and Lighthouse counts the entry as part of
 * the largest paint's chain (login LCP was 1.1–2.1 × a static page). So the prerendered pages name
 * their modules in a `<meta>` and a small inline script at the end of the body imports them after
 * the first paint is presented (see ENTRY_LOADER for the other triggers). The loader is
 * constant, so its hash is a fixed part of the CSP (`csp.ts`, `deploy/security-headers.conf`).
 * `app.html` (the signed-in routes) keeps its module script in the head: there the app is the page.
 */
export const ENTRY_META = 'flocksync-entry';

export const ENTRY_LOADER_ID = 'flocksync-entry-loader';

// Plain ES5 in a string: it runs before any module, in every browser the portal supports.
export const ENTRY_LOADER = [
  '(function(){',
  'var started=0;',
  'function load(){if(started)return;started=1;',
  `var meta=document.querySelector('meta[name="${ENTRY_META}"]');`,
  "if(meta)meta.content.split(' ').forEach(function(url){import(url)})}",
  // The first paint, as presented (paint timing), is the whole page: see `deferEntry`.
  'var types=window.PerformanceObserver&&PerformanceObserver.supportedEntryTypes||[];',
  "if(types.indexOf('paint')>=0)new PerformanceObserver(function(list,observer){",
  "if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();setTimeout(load)}",
  "}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(function(){requestAnimationFrame(function(){setTimeout(load)})});',
  // Should no frame come (a tab opened in the background), the page is taken over anyway.
  'setTimeout(load,1000);',
  // Someone reaching for the page has seen it: the app is wanted now.
  "['pointerdown','keydown','focusin'].forEach(function(type){document.addEventListener(type,load,true)});",
  // A form sent or a button pressed before the app is there does nothing; the app does it again
  // (lib/earlyActions.ts, which also ends the noting).
  `window.${EARLY_ACTIONS}=[];`,
  `function note(element){if(element&&window.${EARLY_ACTIONS})window.${EARLY_ACTIONS}.push(element)}`,
  "document.addEventListener('submit',function(event){note(event.target)},true);",
  "document.addEventListener('click',function(event){",
  "note(event.target.closest&&event.target.closest('#root button[type=button]'))},true)",
  '})()',
].join('');

/** The loader's CSP source (`script-src`). */
export const ENTRY_LOADER_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER).digest('base64')}'`;

const MODULE_SCRIPT = /[ \t]*<script type="module" crossorigin src="([^"]+)"><\/script>\n?/g;
const MODULE_PRELOAD = /[ \t]*<link rel="modulepreload" crossorigin href="([^"]+)">\n?/g;

/**
 * The built `index.html` as a prerendered page's shell: its module script and module preloads
 * become the `<meta>` the loader reads, and the loader closes the body.
 */
export function deferEntry(html: string): string {
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((match) => match[1]);
  if (entries.length !== 1) throw new Error('index.html must have one module script');
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const modules = [...entries, ...preloads].join(' ');
  return html
    .replace(MODULE_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(
      '</head>',
      // Nothing is painted before the loader is parsed, so the first paint is the whole page
      // (not its top half first), and once it is presented the loader may start the app.
      `    <meta name="${ENTRY_META}" content="${modules}" />\n` +
        `    <link rel="expect" href="#${ENTRY_LOADER_ID}" blocking="render" />\n  </head>`,
    )
    .replace('</body>', `<script id="${ENTRY_LOADER_ID}">${ENTRY_LOADER}</script>\n  </body>`);
}
