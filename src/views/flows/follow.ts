/** A rectangle in the scrolled frame's content (already scaled by the zoom). */
export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface View {
  scrollLeft: number;
  scrollTop: number;
  width: number;
  height: number;
}

/**
 * Where to scroll so `box` is in view: null when it already is whole, else centred on it (clamped at the
 * top-left edge). The chart follows the state a flow is in, so the product owner never has to look for it.
 */
export function scrollToShow(view: View, box: Box): { left: number; top: number } | null {
  const inside =
    box.x >= view.scrollLeft &&
    box.x + box.width <= view.scrollLeft + view.width &&
    box.y >= view.scrollTop &&
    box.y + box.height <= view.scrollTop + view.height;
  if (inside) return null;
  return {
    left: Math.max(0, Math.round(box.x + box.width / 2 - view.width / 2)),
    top: Math.max(0, Math.round(box.y + box.height / 2 - view.height / 2)),
  };
}

/** The innermost of the active states (ids joined by dots, the root ''): the one to keep in view. */
export function innermostActive(active: ReadonlySet<string>): string | null {
  const ids = [...active].filter((id) => id !== '');
  const leaves = ids.filter((id) => !ids.some((other) => other.startsWith(`${id}.`)));
  return leaves.sort((a, b) => b.split('.').length - a.split('.').length)[0] ?? null;
}
