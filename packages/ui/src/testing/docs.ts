/**
 * Docs parameters for stories of modal dialogs and of anything fixed to the viewport
 * (snackbars): on a Docs page each story renders in a frame of its own, `height` px tall. Inline,
 * every open modal would trap the others' focus and stack on top of them, and each snackbar would
 * sit on the same spot of the screen. In its frame the story's play function also runs, so the
 * frame shows the state the story ends on.
 *
 * Use as `parameters: { a11y: floatingA11y, docs: framedDocs(480) }` in a story's meta.
 */
export function framedDocs(height: number) {
  return { story: { inline: false, height: `${height}px` } };
}
