/**
 * The last generated-paths run (`npm run test:paths`) as the runner left it in its report folder
 * (PATHS_REPORT_DIR, reports/paths by default): its summary and each path's screenshots. Only the
 * report's own files are read: the resolved file must lie in the screenshots folder.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathsSummarySchema, type PathsReportResponse } from '../../src/domain/paths-report';
import { NotFoundError } from '../errors';

/** Where the runner writes its report (tests/paths/reporter.ts reads the same variable). */
export const pathsReportDir = (env: NodeJS.ProcessEnv) => path.resolve(env.PATHS_REPORT_DIR ?? 'reports/paths');

const missing = (error: unknown) => (error as NodeJS.ErrnoException | null)?.code === 'ENOENT';

export async function readSummary(reportDir: string): Promise<PathsReportResponse> {
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

/** The PNG of one path's screenshot; 404 when the last run wrote none by that name. */
export async function readScreenshot(reportDir: string, machine: string, file: string): Promise<Buffer> {
  const screenshotsDir = path.join(reportDir, 'screenshots');
  const target = path.resolve(screenshotsDir, machine, file);
  // The names' shapes already forbid it; kept so that a looser shape one day cannot leave the folder.
  if (!target.startsWith(`${screenshotsDir}${path.sep}`)) throw new NotFoundError('No such screenshot in the last run');
  try {
    return await readFile(target);
  } catch (error) {
    if (missing(error)) throw new NotFoundError('No such screenshot in the last run', { machine, file });
    throw error;
  }
}
