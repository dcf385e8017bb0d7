/**
 * Resolves after `count` animation frames: what was committed in response to an event already
 * handled (a focus, a click) is on screen by then. For absence checks that follow a positive
 * sign, never instead of one; no wall-clock wait.
 */
export async function nextFrames(count = 2): Promise<void> {
  for (let frame = 0; frame < count; frame += 1) {
    await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
  }
}
