import { test as base, expect } from '@playwright/test';

// Known harmless noise: the Auth emulator answers 501 to reCAPTCHA config requests (DESIGN.md).
const tolerated = [/recaptchaConfig/i, /status of 501/];

/**
 * The shared test: any console error or uncaught page error fails it, so an error the shopper
 * would never see (swallowed in the console) still breaks the build.
 */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !tolerated.some((pattern) => pattern.test(message.text()))) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
