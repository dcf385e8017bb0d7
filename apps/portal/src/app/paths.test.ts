import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { paths } from './paths';

const routes = fileURLToPath(new URL('../routes/', import.meta.url));
const entries = Object.entries(paths) as [string, { pattern: string; page?: string }][];

describe('the route table', () => {
  it.each(entries.filter(([, entry]) => entry.page))(
    '%s: its page module exists and exports its component',
    (_, entry) => {
      const file = `${routes}${entry.page}.tsx`;
      expect(existsSync(file), file).toBe(true);
      const name = entry.page!.split('/')[1];
      expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`export function ${name}\\b`));
    },
  );

  it('every page module in src/routes is named by a route (or is a fallback page)', () => {
    const named = new Set(entries.map(([, entry]) => entry.page));
    const fallbacks = new Set(['coming-soon/ComingSoonPage', 'not-found/NotFoundPage']);
    const modules = readdirSync(routes).flatMap((folder) =>
      readdirSync(`${routes}${folder}`)
        .filter((file) => /Page\.tsx$/.test(file))
        .map((file) => `${folder}/${file.replace(/\.tsx$/, '')}`),
    );
    expect(modules.filter((page) => !named.has(page) && !fallbacks.has(page))).toEqual([]);
  });
});
