/** Health, the SPA's runtime configuration and the OpenAPI document. */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { apiErrorSchema, clientConfigSchema, healthSchema } from '../../src/domain/api';
import type { RouteDeps } from '../http/route-deps';
import { clientConfigOf, health } from './service';

export const systemRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { db, config }) => {
  app.get(
    '/health',
    { schema: { tags: ['system'], summary: 'Liveness and database reachability', response: { 200: healthSchema, 503: apiErrorSchema } } },
    () => health(db),
  );

  // Read once, as the app starts.
  const clientConfig = clientConfigOf(config, process.env);
  app.get(
    '/client-config',
    { schema: { tags: ['system'], summary: 'Firebase settings for the web client', response: { 200: clientConfigSchema } } },
    async () => clientConfig,
  );

  app.get('/docs', { schema: { hide: true } }, async () => app.swagger());
};
