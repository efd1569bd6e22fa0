import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The WCAG 2.1 A and AA rules axe checks the shop's pages against. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** A violation as one line that says where: the rule, then the elements it fails on. */
export const describeViolation = (violation: Violation) =>
  `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/**
 * Axe with the shop's WCAG rules, and two more: "label in name" (WCAG 2.5.3), which axe counts experimental and leaves
 * out unless asked (it caught the Arabic logo, wishlist and WhatsApp links, issue 21), and "target size" (WCAG 2.2,
 * 2.5.8: 24 px), which Lighthouse checks (it caught the home carousel's dots).
 */
export const wcagAxe = (page: Page) =>
  new AxeBuilder({ page })
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'target-size': { enabled: true } } })
    .withTags(wcagTags);

/** No WCAG A/AA violation on the whole shop page: its content, and the header, bottom bar and footer around it. */
export async function expectAccessiblePage(page: Page) {
  const results = await wcagAxe(page).analyze();
  expect(results.violations.map(describeViolation)).toEqual([]);
}

/** No WCAG A/AA violation in a back-office page's own content (`#content`; its layout is checked by admin.spec.ts). */
export async function expectAccessibleContent(page: Page) {
  const results = await wcagAxe(page).include('#content').analyze();
  expect(results.violations.map(describeViolation)).toEqual([]);
}
