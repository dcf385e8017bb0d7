/**
 * Visual regression inside the story run: after a story's play function ends, its final frame is
 * captured at 375 and 1280 px and compared with the committed baseline in `.storybook/baselines`
 * (Vitest's `toMatchScreenshot`, pixelmatch). A story opts out with the tag `'!visual'` when its
 * last frame is not a state (it navigated away, or ends blank on purpose).
 *
 * At 375 px the page must not scroll sideways either: a baseline of a clipped page would only
 * record the defect.
 */
import { afterEach, expect, inject } from 'vitest';
import { page } from 'vitest/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    storyCapture: boolean;
  }
}

/** The two widths of the quality bar (the same sizes as the preview's viewport options). */
const widths = [
  { name: 'phone', width: 375, height: 812 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** A taller page is cut here (no story should need more). */
const MAX_HEIGHT = 4000;

type Width = (typeof widths)[number]['name'];

interface StoryUnderTest {
  id: string;
  tags: string[];
  parameters: {
    chromatic?: {
      disableSnapshot?: boolean;
      modes?: Partial<Record<Width, { disable?: boolean }>>;
    };
  };
}

/** Two animation frames: React has committed what the resize changed, and the page has painted. */
const settle = () =>
  new Promise<void>((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );

afterEach(async (context) => {
  const story = (context as unknown as { story?: StoryUnderTest }).story;
  if (!story || context.task.result?.state === 'fail') return;
  const chromatic = story.parameters.chromatic ?? {};
  const visual = story.tags.includes('visual');
  // Chromatic reads parameters, not tags: the two must agree, or the team's CI captures (or
  // skips) what this run does not.
  if (visual === (chromatic.disableSnapshot === true)) {
    throw new Error(
      `${story.id}: the tag '!visual' and parameters.chromatic.disableSnapshot go together.`,
    );
  }
  if (!visual || !inject('storyCapture')) return;
  await document.fonts.ready;
  const failures: unknown[] = [];
  // A story of a one-width part (the desktop sidebar) turns the other width off, as in Chromatic.
  const captured = widths.filter(({ name }) => chromatic.modes?.[name]?.disable !== true);
  for (const { name, width, height } of captured) {
    await page.viewport(width, height);
    await settle();
    // A page longer than the screen is captured whole: the frame grows to the page's height.
    const fullHeight = Math.min(document.documentElement.scrollHeight, MAX_HEIGHT);
    if (fullHeight > height) {
      await page.viewport(width, fullHeight);
      await settle();
    }
    if (name === 'phone') {
      const scrollWidth = document.documentElement.scrollWidth;
      if (scrollWidth > width) {
        failures.push(
          new Error(`${story.id}: at ${width} px the page scrolls sideways (${scrollWidth} px).`),
        );
      }
    }
    await expect
      .element(page.elementLocator(document.body), { timeout: 15_000 })
      .toMatchScreenshot(`${story.id}--${name}`, {
        screenshotOptions: { animations: 'disabled', caret: 'hide', scale: 'css' },
      })
      .catch((error: unknown) => failures.push(error));
  }
  if (failures.length > 0) throw failures[0];
});
