import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';

// Carousels start their engine on the shopper's first touch, click or focus (src/views/shared/use-carousel.ts), not
// with the page: these check that the first gesture already moves them.
test.use({ locale: 'fr-FR', viewport: { width: 390, height: 844 } });

/** Where an element's left edge is, in the page's pixels. */
async function leftOf(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not laid out');
  return box.x;
}

/** A finger (the mouse: Embla follows pointer events) dragging `distance` pixels to the left across the element. */
async function swipeLeft(page: Page, element: Locator, distance: number) {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not laid out');
  const y = box.y + box.height / 2;
  const from = box.x + box.width - 20;
  await page.mouse.move(from, y);
  await page.mouse.down();
  await page.mouse.move(from - distance, y, { steps: 10 });
  await page.mouse.up();
}

test.describe('the cart suggestions carousel on a phone', () => {
  test('moves with the first swipe, and hydrates the cards it brings in', async ({ page }) => {
    await page.goto('/shopping-cart');
    const suggestions = page.getByRole('region', { name: 'Vous aimerez aussi' });
    await suggestions.scrollIntoViewIfNeeded();
    const cards = suggestions.getByRole('article');
    const first = cards.first();
    const third = cards.nth(2);
    // The third card is past the edge: the server's markup, no cart button yet.
    await expect(third.getByRole('button', { name: /^Ajouter au panier/ })).toHaveCount(0);
    const before = await leftOf(first);

    await swipeLeft(page, first, 250);

    await expect.poll(() => leftOf(first)).toBeLessThan(before - 100);
    await expect(third.getByRole('button', { name: /^Ajouter au panier/ })).toBeVisible();
    await expect(suggestions.getByRole('button', { name: 'Produits précédents' })).toBeEnabled();
  });

  test('moves with the first tap on its next button, which the server sent enabled', async ({ page }) => {
    await page.goto('/shopping-cart');
    const suggestions = page.getByRole('region', { name: 'Vous aimerez aussi' });
    const previous = suggestions.getByRole('button', { name: 'Produits précédents' });
    const next = suggestions.getByRole('button', { name: 'Produits suivants' });
    await next.scrollIntoViewIfNeeded();
    await expect(previous).toBeDisabled();
    const first = suggestions.getByRole('article').first();
    const before = await leftOf(first);

    await next.click();

    await expect.poll(() => leftOf(first)).toBeLessThan(before - 100);
    await expect(previous).toBeEnabled();
    await previous.click();
    await expect.poll(() => leftOf(first)).toBeCloseTo(before, 0);
    await expect(previous).toBeDisabled();
  });
});

test.describe('the home page hero', () => {
  test('shows the slide whose dot is tapped first', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'À la une' });
    const third = hero.getByRole('group', { name: '3 sur 4' });
    const dot = hero.getByRole('button', { name: 'Afficher la diapositive 3' });
    await expect(dot).toHaveAttribute('aria-current', 'false');
    const heroLeft = await leftOf(hero);
    expect(await leftOf(third)).toBeGreaterThan(heroLeft + 100);

    await dot.click();

    await expect.poll(() => leftOf(third)).toBeCloseTo(heroLeft, 0);
    await expect(dot).toHaveAttribute('aria-current', 'true');
  });

  test('follows a keyboard: Tab to a dot and Enter', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByRole('region', { name: 'À la une' });
    const second = hero.getByRole('group', { name: '2 sur 4' });
    const dot = hero.getByRole('button', { name: 'Afficher la diapositive 2' });
    await dot.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => leftOf(second)).toBeCloseTo(await leftOf(hero), 0);
    await expect(dot).toHaveAttribute('aria-current', 'true');
  });
});
