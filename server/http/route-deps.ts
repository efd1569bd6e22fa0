import type { Config } from '../config';
import type { Db } from '../db/client';

/** What every route module receives as plugin options. */
export interface RouteDeps {
  db: Db;
  config: Config;
  /** The server's clock. */
  now: () => Date;
}
