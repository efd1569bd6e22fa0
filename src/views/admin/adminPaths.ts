/** Where the back office lives (src/app/App.tsx nests its routes there; links inside are relative to it). */
export const adminBase = '/admin';
