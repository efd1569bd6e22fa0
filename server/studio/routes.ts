/**
 * The last generated-paths run for the flow studio: its summary and each path's screenshots
 * (server/studio/paths-report.ts). Only where the studio is on (flow-studio.ts): in production without
 * FLOW_STUDIO=1 these routes do not exist. The names are checked against the shapes the runner writes
 * (no `/`, no `..`).
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pathsReportResponseSchema, screenshotParamsSchema } from '../../src/domain/paths-report';
import type { RouteDeps } from '../http/route-deps';
import { flowStudioEnabled } from './flow-studio';
import { pathsReportDir, readScreenshot, readSummary } from './paths-report';

export const flowStudioRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  if (!flowStudioEnabled(config.env, process.env.FLOW_STUDIO)) return;
  const reportDir = pathsReportDir(process.env);

  app.get(
    '/flow-studio/paths-report',
    {
      schema: {
        tags: ['flow studio'],
        summary: 'The last generated-paths run: each path of each flow, passed or failed, with its screenshots',
        response: { 200: pathsReportResponseSchema },
      },
    },
    async (_request, reply) => {
      // A new run rewrites it: never kept.
      void reply.header('cache-control', 'no-store');
      return readSummary(reportDir);
    },
  );

  app.get(
    '/flow-studio/paths-report/screenshots/:machine/:file',
    {
      schema: {
        tags: ['flow studio'],
        summary: 'A screenshot of the last generated-paths run (PNG); 400 for a name the runner never writes, 404 for one it did not',
        params: screenshotParamsSchema,
      },
    },
    async (request, reply) => {
      const image = await readScreenshot(reportDir, request.params.machine, request.params.file);
      return reply.header('cache-control', 'no-store').type('image/png').send(image);
    },
  );
};
