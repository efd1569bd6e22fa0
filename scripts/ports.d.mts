export interface WantedPort {
  port: number;
  host: string;
  /** What would listen there, e.g. "the shop". */
  name: string;
  /** The environment variable that sets it. */
  variable: string;
}
/** The error code of listening on host:port, or null when it is free. */
export function tryListen(port: number, host: string): Promise<string | null>;
/** "pid 123: command line" of the process listening on `port`, or null when it cannot be told. */
export function portHolder(port: number): Promise<string | null>;
/** One line per wanted port that cannot be used. */
export function portProblems(wanted: readonly WantedPort[]): Promise<string[]>;
