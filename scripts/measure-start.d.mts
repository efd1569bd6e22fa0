export interface MeasureOptions {
  /** The shop's folder (default: this one). */
  cwd?: string;
  /** Added to the environment, e.g. { DATA_DIR } (ports are always chosen free). */
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Show the measured process's output. */
  log?: boolean;
}

export interface StartOptions extends MeasureOptions {
  /** Rebuild the browser app and start on a new, empty data directory. */
  cold?: boolean;
}

export function freePort(): Promise<number>;
/** Milliseconds from `node scripts/start.mjs` to GET / answering 200. */
export function measureStart(options?: StartOptions): Promise<number>;
/** Milliseconds from `node dist-server/main.js` to GET / answering 200. */
export function measureServer(options?: MeasureOptions): Promise<number>;
export function median(values: readonly number[]): number;
