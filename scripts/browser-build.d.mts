/** A hash of the browser build's inputs (names and contents; tests left out). */
export function browserInputsHash(root?: string): Promise<string>;
/** True when `outDir` (default dist) holds a build of the current sources. */
export function browserBuildIsCurrent(outDir?: string, root?: string): Promise<boolean>;
/** Records that `outDir` was just built from `hash`. */
export function recordBrowserBuild(hash: string, outDir?: string, root?: string): Promise<void>;
export const viteCli: string;
