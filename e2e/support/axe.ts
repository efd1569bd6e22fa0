import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test';

/** The WCAG 2.1 A and AA rules axe checks the shop's pages against. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/** A violation as one line that says where: the rule, then the elements it fails on. */
export const describeViolation = (violation: Violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`;

/** No WCAG A/AA violation in the page's own content (`#content`; the layout has its own checks). */
export async function expectAccessibleContent(page: Page) {
  const results = await new AxeBuilder({ page }).include('#content').withTags(wcagTags).analyze();
  expect(results.violations.map(describeViolation)).toEqual([]);
}
