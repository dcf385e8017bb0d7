/**
 * Docs that stay true: every repository path a document names in backticks (README.md and
 * docs/**\/*.md) must exist. A renamed or deleted file then fails here instead of leaving a reader
 * at a dead reference.
 *
 * What counts as a path: a backticked word with a slash or a file extension, and nothing that
 * makes it something else (a URL or API route starting with `/`, a package name starting with
 * `@`, a glob, a placeholder, a command or code with spaces or brackets, a Storybook title, a
 * build output). Docs name files the way a reader meets them, so a path may be written from the
 * repository root, from the document's folder, from a package's or the portal's `src/`, or as an
 * import specifier without its extension; a bare file name (`guards.ts`) must name a file that
 * exists somewhere in the repository.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Folders never searched: installed packages, git's own, and build or test outputs. */
const SKIPPED_FOLDERS = new Set([
  'node_modules',
  '.git',
  'dist',
  'storybook-static',
  'coverage',
  'test-results',
  'playwright-report',
  'bench-results',
]);

/** Names that look like paths but are not files of the repository, each with its reason. */
const IGNORED: Record<string, string> = {
  'app.html': 'written by the build into apps/portal/dist (ADR 027)',
  '404.html': 'written by the build into apps/portal/dist (ADR 027)',
  'signup/index.html': 'written by the build into apps/portal/dist (ADR 027)',
  'docs/api/index.html': 'generated API reference, git-ignored',
  'Name.stories.tsx': 'a naming pattern, not a file',
  '../../../flows/src/pairs': 'an example of a relative import reaching across packages (ADR 005)',
  'application/x-www-form-urlencoded': 'a media type',
  'storybook/test': "Storybook's test module (a package specifier)",
  'msw/node': "MSW's Node entry (a package specifier)",
  'xstate/graph': "XState's model-based testing entry (a package specifier)",
  '.test.ts': 'a file-name ending, not a file',
  'import-x/no-restricted-paths': 'an ESLint rule',
  'import-x/no-cycle': 'an ESLint rule',
  '.ci/run': 'the clean-clone check of the CI machine, outside the repository',
};

/** Where a path in a document may be written from, besides the document's own folder. */
const BASES = [
  '',
  'apps/portal',
  'apps/portal/src',
  'apps/portal/src/routes',
  'packages',
  'packages/ui',
  'packages/flows',
  'packages/sandbox',
  'packages/api-client',
  'packages/ui/src',
  'packages/flows/src',
  'packages/sandbox/src',
  'packages/api-client/src',
  'e2e',
  'scripts',
  '.storybook',
];
/** An import specifier names a module without its extension, or a folder by its index. */
const COMPLETIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.md', '/index.ts', '/index.tsx'];

const EXTENSION = /\.(ts|tsx|mts|js|mjs|cjs|json|md|ya?ml|html|css|png|conf|txt)$/;

function walk(folder: string, visit: (file: string) => void) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (SKIPPED_FOLDERS.has(entry.name)) continue;
    const full = join(folder, entry.name);
    if (entry.isDirectory()) walk(full, visit);
    else visit(full);
  }
}

const files: string[] = [];
walk(root, (file) => files.push(file));
const basenames = new Set(files.map((file) => basename(file)));
const documents = files
  .map((file) => relative(root, file))
  .filter((file) => file === 'README.md' || (file.startsWith('docs/') && file.endsWith('.md')));

/** Whether a backticked word names a repository path (see the file comment). */
export function isPathLike(word: string): boolean {
  if (word in IGNORED) return false;
  if (!word.includes('/') && !EXTENSION.test(word)) return false;
  // API routes, absolute paths, URLs and package names.
  if (/^(\/|@|[a-z]+:)/i.test(word)) return false;
  // Globs, placeholders, elisions, code and commands.
  if (/[\s*<>{}()[\]'"=?:|,…]|\.\.\./.test(word) || word === '../' || word === './') return false;
  // A Storybook title (`Core/Button`, `Pages/Billing/Invoices`) or a time zone: our folders and
  // files under a folder start in lower case.
  if (word.includes('/') && /^[A-Z]/.test(word)) return false;
  // Build and test outputs (git-ignored).
  if (word.split('/').some((segment) => SKIPPED_FOLDERS.has(segment))) return false;
  return true;
}

/** Whether `word`, named in `document`, exists in the repository. */
export function exists(word: string, document: string): boolean {
  if (!word.includes('/')) return basenames.has(word);
  const path = word.replace(/\/$/, '');
  const bases = [dirname(document), ...BASES];
  return bases.some((base) =>
    COMPLETIONS.some((completion) => {
      const candidate = join(root, base, path + completion);
      return existsSync(candidate) && (completion === '' || statSync(candidate).isFile());
    }),
  );
}

const withoutCodeBlocks = (markdown: string) => markdown.replace(/^```[\s\S]*?^```/gm, '');

/** The backticked words of a Markdown text, outside fenced code blocks. */
function backticked(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!.trim());
}

/** The targets of a Markdown text's relative links (`[text](target)`), without their anchors. */
function linkTargets(markdown: string): string[] {
  return [...withoutCodeBlocks(markdown).matchAll(/\]\(([^)\s]+)\)/g)]
    .map((match) => match[1]!.replace(/#.*$/, ''))
    .filter((target) => target !== '' && !/^[a-z]+:/i.test(target));
}

const records = documents.filter((file) => /^docs\/adr\/\d{3}-/.test(file));

describe('paths named in the docs', () => {
  it('finds the documents to check', () => {
    expect(documents).toContain('README.md');
    expect(documents).toContain('docs/how-a-feature-flows.md');
    expect(documents.some((file) => file.startsWith('docs/adr/'))).toBe(true);
  });

  it('tells paths from routes, packages, globs, commands and titles', () => {
    for (const path of ['apps/portal/csp.ts', 'core/Button', 'login.spec.ts', 'sync/']) {
      expect(isPathLike(path), path).toBe(true);
    }
    for (const word of [
      '/sync/manual',
      '@flocksync/ui',
      'domains/*',
      'packages/flows/src/<flow>/',
      'npm run bench',
      "useQuery(query('/ccb/saved-search'))",
      'Pages/Billing/Invoices',
      'apps/portal/dist',
      'app.html',
    ]) {
      expect(isPathLike(word), word).toBe(false);
    }
  });

  it('resolves a path from the root, the portal, a package source or as an import', () => {
    expect(exists('apps/portal/src/app/paths.ts', 'README.md')).toBe(true);
    expect(exists('lib/query/operations.ts', 'docs/how-a-feature-flows.md')).toBe(true);
    expect(exists('sync/syncRunMachine', 'docs/how-a-feature-flows.md')).toBe(true);
    expect(exists('guards.ts', 'docs/adr/009-portal-shell-and-banners.md')).toBe(true);
    expect(exists('apps/portal/src/lib/noSuchFile.ts', 'README.md')).toBe(false);
    expect(exists('noSuchFile.ts', 'README.md')).toBe(false);
  });

  it.each(documents)('every path named in %s exists', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const missing = backticked(text).filter((word) => isPathLike(word) && !exists(word, document));
    expect(missing).toEqual([]);
  });

  it.each(documents)('every relative link in %s leads to a file', (document) => {
    const text = readFileSync(join(root, document), 'utf8');
    const dead = linkTargets(text).filter(
      (target) => !existsSync(join(root, dirname(document), target)),
    );
    expect(dead).toEqual([]);
  });
});

describe('decision records', () => {
  const index = readFileSync(join(root, 'docs/adr/README.md'), 'utf8');

  it.each(records)('%s has a status and is in the index', (record) => {
    const text = readFileSync(join(root, record), 'utf8');
    expect(text).toMatch(/^Status: (accepted|superseded by \d{3})\b/im);
    expect(linkTargets(index)).toContain(basename(record));
  });

  it('a record superseded by another is named by it', () => {
    for (const record of records) {
      const text = readFileSync(join(root, record), 'utf8');
      const by = /^Status: superseded by (\d{3})/im.exec(text)?.[1];
      if (!by) continue;
      const successor = records.find((file) => file.startsWith(`docs/adr/${by}-`));
      expect(successor, `${record} names ${by}`).toBeDefined();
      const number = basename(record).slice(0, 3);
      expect(readFileSync(join(root, successor!), 'utf8')).toMatch(
        new RegExp(`^Supersedes: ${number}\\b`, 'm'),
      );
    }
  });
});
