/**
 * The story clock: every story starts at the same instant, and time then runs at its real pace.
 *
 * The sandbox (through MSW, in the browser) and every date the portal shows read `Date`, so
 * dated stories show the same dates every day, in Storybook, in the story run and in Chromatic,
 * while polls, timeouts and "elapsed" texts still move. Timers stay real: play functions wait
 * for what a person would see, never for a faked tick. (A fake-timer library would also fake
 * `setTimeout`; here only the wall clock moves, which is a few lines.)
 */

/** Saturday 21 November 2026, 15:00 UTC (09:00 in the story run's America/Chicago). */
export const STORY_NOW = Date.UTC(2026, 10, 21, 15, 0, 0);

const RealDate = Date;
let offset = 0;

class StoryDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(RealDate.now() + offset);
    else super(...(args as [string | number | Date]));
  }

  static now() {
    return RealDate.now() + offset;
  }
}

/** Starts the clock at `instant` (once per story, from the preview's `beforeEach`). */
export function startStoryClock(instant: number = STORY_NOW) {
  offset = instant - RealDate.now();
  if (globalThis.Date !== StoryDate) globalThis.Date = StoryDate as DateConstructor;
}
