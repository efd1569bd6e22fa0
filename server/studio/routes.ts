/**
 * The last generated-paths run (`npm run test:paths`) for the flow studio: its summary and each path's
 * screenshots, read from the report folder the runner writes (PATHS_REPORT_DIR, reports/paths by default).
 * Only where the studio is on (server/flow-studio.ts): in production without FLOW_STUDIO=1 these routes do
 * not exist. Only the report's own files are served: the names are checked against the shapes the runner
 * writes (no `/`, no `..`) and the resolved file must still lie in the screenshots folder.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  pathsReportResponseSchema,
  pathsSummarySchema,
  screenshotParamsSchema,
  type PathsReportResponse,
} from '../../src/domain/paths-report';
import { NotFoundError } from '../errors';
import { flowStudioEnabled } from './flow-studio';
import type { RouteDeps } from '../routes/route-deps';

/** Where the runner writes its report (tests/paths/reporter.ts reads the same variable). */
export const pathsReportDir = (env: NodeJS.ProcessEnv) => path.resolve(env.PATHS_REPORT_DIR ?? 'reports/paths');

const missing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

async function readSummary(reportDir: string): Promise<PathsReportResponse> {
  let text: string;
  try {
    text = await readFile(path.join(reportDir, 'summary.json'), 'utf8');
  } catch (error) {
    if (missing(error)) return { status: 'none' };
    throw error;
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { status: 'outdated' };
  }
  const parsed = pathsSummarySchema.safeParse(json);
  // A summary without each path's result comes from an older runner (or a run cut short): say so, do not fail.
  return parsed.success ? { status: 'ready', report: parsed.data } : { status: 'outdated' };
}

export const flowStudioRoutes: FastifyPluginAsyncZod<RouteDeps> = async (app, { config }) => {
  if (!flowStudioEnabled(config.env, process.env.FLOW_STUDIO)) return;
  const reportDir = pathsReportDir(process.env);
  const screenshotsDir = path.join(reportDir, 'screenshots');

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
      const { machine, file } = request.params;
      const target = path.resolve(screenshotsDir, machine, file);
      // The names' shapes already forbid it; kept so that a looser shape one day cannot leave the folder.
      if (!target.startsWith(`${screenshotsDir}${path.sep}`)) throw new NotFoundError('No such screenshot in the last run');
      let image: Buffer;
      try {
        image = await readFile(target);
      } catch (error) {
        if (missing(error)) throw new NotFoundError('No such screenshot in the last run', { machine, file });
        throw error;
      }
      return reply.header('cache-control', 'no-store').type('image/png').send(image);
    },
  );
};
