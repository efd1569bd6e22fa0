import { test as base, expect } from '@playwright/test';

/** A failed request the test provokes on purpose, which the browser logs as a console error: an HTTP status, or `aborted` (a route that drops it). */
export interface ExpectedRequestError {
  url: RegExp;
  status: number | 'aborted';
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
  // A page the server rendered is read at once but its buttons work once it is hydrated (src/services/page-takeover.ts
  // marks #root then): a test goes on from there, as a shopper who taps once the page answers.
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const takenOver = async () => {
        await expect(page.locator('#root[data-rendered]:not([data-taken-over])')).toHaveCount(0, { timeout: 15_000 });
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await takenOver();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await takenOver();
        return response;
      };
    }
    await provide(page);
  },
  consoleErrors: [
    async ({ page, expectedRequestErrors }, use) => {
      const errors: string[] = [];
      const expected = [...alwaysExpected, ...expectedRequestErrors];
      // The server answers 404 with the shop's not-found page for an unknown address (server/seo), and
      // Chromium logs that status: the page itself is what a test checks, not this line.
      const notFoundPages = new Set<string>();
      page.on('response', (response) => {
        if (response.status() === 404 && response.request().resourceType() === 'document') notFoundPages.add(response.url());
      });
      const logged: { text: string; url: string }[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') logged.push({ text: message.text(), url: message.location().url });
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      for (const { text, url } of logged) {
        const isNotFoundPage = notFoundPages.has(url) && text.includes('status of 404');
        const isExpected =
          isNotFoundPage ||
          expected.some(
            (entry) => entry.url.test(url) && text.includes(entry.status === 'aborted' ? 'net::ERR_' : `status of ${entry.status}`),
          );
        if (!isExpected) errors.push(`${text} (${url})`);
      }
      expect(errors, 'console errors during the test').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
