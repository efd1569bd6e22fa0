/** dist-server/ of this project. */
export const serverOutDir: string;
/** dist-server/main.js. */
export const serverEntry: string;
/** Bundles server/main.ts and server/db/seed-cli.ts into `outDir` (default dist-server/) with migrations/ and uploads/ beside them. */
export function buildServer(outDir?: string): Promise<void>;
