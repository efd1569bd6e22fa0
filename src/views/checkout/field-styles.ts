/** Inputs of the checkout forms; an invalid field shows only its red border (spec §5: no message). */
export const fieldClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 placeholder:text-stone-400 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-600';

export const primaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:opacity-60 sm:w-auto';

export const secondaryButtonClass =
  'inline-flex w-full items-center justify-center gap-2 rounded-full border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:w-auto';
