/** Inputs of the sign-in pages; the register form marks an invalid one, which then shows a red border. */
export const inputClass =
  'w-full rounded-lg border border-stone-300 px-3 py-2.5 text-base focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-invalid:border-red-600';
