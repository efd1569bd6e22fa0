import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium: Playwright's own browser download is not available here.
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromiumExecutable)) {
  // Fail loudly: an end-to-end suite that cannot start a browser must not look green.
  throw new Error(`Chromium not found at ${chromiumExecutable}. Install it: apt-get update && apt-get install -y chromium`);
}

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutable,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
