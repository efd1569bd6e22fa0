import type { Locator } from '@playwright/test';

/** The F CFA amount an element shows, read from its digits: "13 500 F CFA" → 13500 (prices are whole XOF). */
export async function amountOf(element: Locator): Promise<number> {
  return Number((await element.innerText()).replace(/\D/g, ''));
}
