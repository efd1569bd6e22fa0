/**
 * The server compiled once for this test run (compiled-server-setup.ts), to start as a process with plain
 * `node`, as `npm start` runs it.
 */
import path from 'node:path';
import { inject } from 'vitest';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder buildServer() wrote: main.js, seed-cli.js, migrations/, uploads/. */
    compiledServerDir: string;
  }
}

export interface CompiledServer {
  dir: string;
  /** server/main.ts compiled. */
  main: string;
  /** server/db/seed-cli.ts compiled. */
  seedCli: string;
}

export function compiledServer(): CompiledServer {
  const dir = inject('compiledServerDir');
  if (!dir) throw new Error('No compiled server: run this test in the unit project, whose global setup compiles it.');
  return { dir, main: path.join(dir, 'main.js'), seedCli: path.join(dir, 'seed-cli.js') };
}
