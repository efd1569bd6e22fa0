/** Where the back office lives (src/app/app.tsx nests its routes there; links inside are relative to it). */
export const adminBase = '/admin';
