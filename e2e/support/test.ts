import { test as base, expect } from '@playwright/test';

/** A failed request the test provokes on purpose, which the browser logs as a console error. */
export interface ExpectedRequestError {
  url: RegExp;
  status: number;
}

// Known harmless noise: the Auth emulator answers 501 to reCAPTCHA config requests (DESIGN.md).
const alwaysExpected: ExpectedRequestError[] = [{ url: /recaptchaConfig/i, status: 501 }];

/**
 * The shared test: any console error or uncaught page error fails it, so an error the shopper
 * would never see (swallowed in the console) still breaks the build. A spec that provokes a
 * failed request on purpose lists it: `test.use({ expectedRequestErrors: [{ url, status }] })`.
 */
export const test = base.extend<{ expectedRequestErrors: ExpectedRequestError[]; consoleErrors: string[] }>({
  expectedRequestErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, expectedRequestErrors }, use) => {
      const errors: string[] = [];
      const expected = [...alwaysExpected, ...expectedRequestErrors];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        const url = message.location().url;
        const isExpected = expected.some((entry) => entry.url.test(url) && text.includes(`status of ${entry.status}`));
        if (!isExpected) errors.push(`${text} (${url})`);
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
