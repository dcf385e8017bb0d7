/**
 * Layout and colour measurements for play functions: what a person sees (a bar with width, text
 * inside its box, readable colours), measured in the real browser the story test runs in.
 * Stories import these; the package entry does not.
 */

/** Parses a computed `rgb()`/`rgba()` colour into [r, g, b, a]. */
function parseColor(value: string): [number, number, number, number] {
  const parts = value.match(/[\d.]+/g)?.map(Number) ?? [];
  const [r = 0, g = 0, b = 0, a = 1] = parts;
  return [r, g, b, a];
}

function luminance([r, g, b]: readonly number[]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r ?? 0) + 0.7152 * channel(g ?? 0) + 0.0722 * channel(b ?? 0);
}

/** The first opaque background behind `element` (walking up its ancestors), white at the end. */
export function effectiveBackground(element: Element): string {
  for (let node: Element | null = element; node; node = node.parentElement) {
    const background = getComputedStyle(node).backgroundColor;
    if (parseColor(background)[3] > 0) return background;
  }
  return 'rgb(255, 255, 255)';
}

/** WCAG 2 contrast ratio of two computed colours (1 to 21). */
export function contrastRatio(foreground: string, background: string): number {
  const [l1, l2] = [luminance(parseColor(foreground)), luminance(parseColor(background))];
  return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
}

/** Contrast of an element's text colour against the background it sits on. */
export function textContrast(element: Element): number {
  return contrastRatio(getComputedStyle(element).color, effectiveBackground(element));
}

/** How far an element reaches past the viewport's right edge, in px (0 when it fits). */
export function overflowRight(element: Element): number {
  const viewport = element.ownerDocument.documentElement.clientWidth;
  return Math.max(0, Math.round(element.getBoundingClientRect().right - viewport));
}

/** How far an element's content overflows its own box sideways, in px (0 when it fits). */
export function overflowX(element: Element): number {
  return Math.max(0, element.scrollWidth - element.clientWidth);
}
