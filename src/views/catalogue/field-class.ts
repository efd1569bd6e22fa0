/** The catalogue page's selects and inputs: one look, tall enough to tap on a phone. */
export const fieldClass =
  'min-h-11 rounded-lg border border-stone-300 bg-white px-3 py-2 text-stone-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500';
