import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PlaywrightTestConfig } from '@playwright/test';

/**
 * The real shop server a Playwright run tests (playwright.config.ts, playwright.paths.config.ts). Its port and
 * data folder are chosen once by the runner and inherited by its workers through the environment, so parallel
 * runs on one machine never share a port or a database. Helpers working side by side build into their own
 * folder (E2E_STATIC_DIR) so one build never swaps another's assets mid-test.
 */
export function shopServer(
  dataDirPrefix: string,
  defaultStaticDir: string,
  env: Record<string, string> = {},
): { baseURL: string; webServer: PlaywrightTestConfig['webServer'] } {
  process.env.E2E_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000));
  process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), dataDirPrefix));
  const port = Number(process.env.E2E_PORT);
  const baseURL = `http://localhost:${port}`;
  return {
    baseURL,
    webServer: {
      command: 'npx tsx server/main.ts',
      url: `${baseURL}/api/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseURL,
        DATA_DIR: process.env.E2E_DATA_DIR,
        // The flow studio's last-run report (GET /api/flow-studio/paths-report): the run's own, empty unless a
        // test writes one (pathsReportDir), never what an earlier `npm run test:paths` left in reports/paths.
        PATHS_REPORT_DIR: pathsReportDir(),
        STATIC_DIR: process.env.E2E_STATIC_DIR ?? defaultStaticDir,
        WRITE_RATE_LIMIT: '100000',
        LOG_LEVEL: 'warn',
        ...env,
      },
    },
  };
}

/** Where the tested server reads the generated paths' report (inherited by the workers, like the data folder). */
export const pathsReportDir = () => join(process.env.E2E_DATA_DIR ?? tmpdir(), 'paths-report');
