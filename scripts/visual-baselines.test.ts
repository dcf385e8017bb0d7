/**
 * The committed screenshot baselines stay small enough to clone. They grow with the screens
 * (two pictures per state story), so the rule is per picture, on average, with a ceiling for the
 * whole folder: 82 MB for 1,399 pictures (59 KB each) when the billing, logs, toolkit and admin
 * screens landed; a repo past 200 MB should move them to Git LFS or Chromatic alone.
 */
import { readdirSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const dir = fileURLToPath(new URL('../.storybook/baselines/', import.meta.url));

test('the baselines are PNG pictures, 100 KB each on average, under 200 MB in all', () => {
  const files = readdirSync(dir);
  expect(files.length).toBeGreaterThan(0);
  expect(files.filter((name) => !name.endsWith('.png'))).toEqual([]);
  const bytes = files.reduce((sum, name) => sum + statSync(dir + name).size, 0);
  expect(bytes / files.length).toBeLessThan(100 * 1024);
  expect(bytes).toBeLessThan(200 * 1024 * 1024);
});
