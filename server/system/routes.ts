/** Health, the SPA's runtime configuration and the OpenAPI document. */
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, clientConfigSchema, healthSchema, type ClientConfig } from '../../src/domain/api';
import { HttpError } from '../errors';
import { flowStudioEnabled } from '../studio/flow-studio';
import type { RouteDeps } from '../routes/route-deps';

export const systemRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: apiErrorSchema } } },
    async () => {
      try {
        await db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'ServiceUnavailable', 'The database is not reachable');
      }
      return { status: 'ok' as const, database: 'ok' as const };
    },
  );

  // Everything here is public by design: a Firebase web API key only identifies the project.
  const clientConfig: ClientConfig = {
    firebase: {
      apiKey: config.firebase.apiKey,
      authDomain: config.firebase.authDomain,
      projectId: config.firebase.projectId,
    },
    authEmulatorUrl: config.firebase.authEmulatorHost ? `http://${config.firebase.authEmulatorHost}` : null,
    flowStudio: flowStudioEnabled(config.env, process.env.FLOW_STUDIO),
  };
  app.get(
    '/client-config',
    { schema: { tags: ['system'], summary: 'Firebase settings for the web client', response: { 200: clientConfigSchema } } },
    async () => clientConfig,
  );

  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
