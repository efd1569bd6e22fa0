/** Product page quantity picker bounds (spec §5, §9). */
export const minQuantity = 1;
export const maxQuantity = 10;

/** One step of the picker: a step that would leave 1..10 is ignored, not clamped. */
export function stepQuantity(current: number, step: 1 | -1): number {
  const next = current + step;
  return next < minQuantity || next > maxQuantity ? current : next;
}
