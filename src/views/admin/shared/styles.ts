/** The back office's few control looks, one place (the shop's brand colours, visible focus). */
const focus = 'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';
export const primaryButton = `inline-flex items-center gap-2 rounded-full bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-900 disabled:opacity-60 ${focus}`;
export const secondaryButton = `inline-flex items-center gap-2 rounded-full border border-brand-700 bg-white px-4 py-2 font-semibold text-brand-900 hover:bg-brand-50 disabled:opacity-60 ${focus}`;
export const dangerButton = `inline-flex items-center gap-2 rounded-full border border-red-700 bg-white px-4 py-2 font-semibold text-red-800 hover:bg-red-50 disabled:opacity-60 ${focus}`;
export const inputClass =
  'block w-full rounded-md border border-stone-400 bg-white px-3 py-2 text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30 aria-[invalid=true]:border-red-700';
export const cardClass = 'rounded-xl border border-stone-200 bg-white p-4';
export const pageTitle = 'mb-4 text-2xl font-bold text-brand-900';
