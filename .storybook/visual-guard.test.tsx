/**
 * The visual comparison's own test: with the story run's settings (vitest.config.ts), a part
 * moved by 4 px fails and leaves a picture of the difference, while an unchanged one passes.
 */
import { expect, test } from 'vitest';
import { commands, page } from 'vitest/browser';

/** Where the run writes the picture of a difference (relative to the project root). */
const diff = 'test-results/visual/visual-guard-card-diff.png';

function card(shift: number) {
  document.body.innerHTML = `
    <div style="font: 16px sans-serif; padding: 24px; margin-left: ${24 + shift}px;
      width: 240px; border: 1px solid #1f5fad; border-radius: 8px; color: #1a1a1a">
      <strong>Sync pairs</strong><p>CCB to MailChimp</p>
    </div>`;
  return page.elementLocator(document.body);
}

test('an unchanged card matches its baseline', async () => {
  await page.viewport(375, 200);
  await expect.element(card(0)).toMatchScreenshot('visual-guard--card');
});

test('a card moved by 4 px fails with a picture of the difference', async () => {
  await commands.removeFile(diff).catch(() => undefined);
  await page.viewport(375, 200);
  await expect(
    expect.element(card(4), { timeout: 5_000 }).toMatchScreenshot('visual-guard--card'),
  ).rejects.toThrow(/pixels \(ratio/);
  const picture = await commands.readFile(diff, 'base64');
  await expect(picture.length).toBeGreaterThan(0);
});
