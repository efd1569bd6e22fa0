import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './e2e/support/chromium';
import { shopServer } from './e2e/support/shop-server';

const { baseURL, webServer } = shopServer('baobab-e2e-', 'dist');

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL,
    launchOptions: chromiumLaunchOptions,
    // No trace by default: recording one for every test (the DOM at each step, a screencast) cost a quarter of the
    // run's CPU (measured on checkout, browse and i18n: 340 CPU-s with, 223 without). A failure keeps its screenshot
    // and the page's accessibility snapshot (error-context.md); `--trace retain-on-failure` records traces again.
    trace: 'off',
    // The shop's service worker (public/sw.js) answers the page's requests once it controls it, and
    // page.route never sees those: specs that stub the API block it; e2e/offline.spec.ts allows it.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer,
});
