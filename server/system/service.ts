/** Health and the SPA's runtime configuration. */
import type { ClientConfig } from '../../src/domain/api';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { flowStudioEnabled } from '../studio/flow-studio';
import { pingDatabase } from './repository';

/** 503 when the database does not answer. */
export async function health(db: Db) {
  try {
    await pingDatabase(db);
  } catch {
    throw new HttpError(503, 'ServiceUnavailable', 'The database is not reachable');
  }
  return { status: 'ok' as const, database: 'ok' as const };
}

/** Everything here is public by design: a Firebase web API key only identifies the project. */
export function clientConfigOf(config: Config, env: NodeJS.ProcessEnv): ClientConfig {
  return {
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
    },
    authEmulatorUrl: config.firebase.authEmulatorHost ? `http://${config.firebase.authEmulatorHost}` : null,
    flowStudio: flowStudioEnabled(config.env, env.FLOW_STUDIO),
  };
}
