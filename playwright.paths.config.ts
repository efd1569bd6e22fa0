import { defineConfig } from '@playwright/test';
import { join } from 'node:path';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { shopServer } from './e2e/support/shop-server';

// `npm run test:paths` (tests/paths): the generated paths in Chromium against the real server, database, Auth
// emulator and PayDunya simulator, serving the test build (`vite build --mode paths`) whose actors report
// their inspection events. Port and data folder are chosen once and inherited by the workers.
// The gateway's failures within a path's time: a late notification comes 5 s later, and the sweep asks
// PayDunya about attempts 10 s old (every 5 s). Orders still expire only after UNPAID_ORDER_EXPIRY_MINUTES.
const { baseURL, webServer } = shopServer('baobab-paths-', 'dist-paths', {
  PAYDUNYA_SIM_LATE_IPN_MS: '5000',
  PAYMENT_RECONCILE_AFTER_SECONDS: '10',
});
const reportDir = process.env.PATHS_REPORT_DIR ?? 'reports/paths';

export default defineConfig({
  testDir: 'tests/paths',
  testMatch: '*.spec.ts',
  // Not under test-results/: another Playwright run cleans that folder when it starts.
  outputDir: join(reportDir, 'results'),
  timeout: 120_000,
  expect: { timeout: 10_000 },
  // Every path starts from a fresh context (empty storage, nobody signed in): they run side by side.
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list'], ['html', { outputFolder: join(reportDir, 'html'), open: 'never' }], ['./tests/paths/reporter.ts']],
  use: {
    baseURL,
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
    launchOptions: chromiumLaunchOptions,
    // No trace unless asked for (PATHS_TRACE=1): a failed path keeps its screenshot at each step, the page's
    // accessibility snapshot and the probe's records, and the run takes a third less time (docs/decisions/test-run-time.md).
    trace: process.env.PATHS_TRACE === '1' ? { mode: 'retain-on-failure', screenshots: false } : 'off',
    // As in playwright.config.ts: a path's named interception (a dropped connection) must see the page's requests,
    // which the shop's service worker would answer once it controls the page (after a reload).
    serviceWorkers: 'block',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer,
});
