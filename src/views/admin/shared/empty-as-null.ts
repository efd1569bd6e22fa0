/**
 * A number input left empty means "none" (no seat limit, no price shown): the form holds null, not NaN,
 * so the API's schema sees a cleared field rather than a bad number.
 */
export const emptyAsNull = (value: unknown): number | null =>
  value === '' || value === null || value === undefined ? null : Number(value);
