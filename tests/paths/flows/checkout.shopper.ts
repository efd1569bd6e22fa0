// What the shopper of the checkout paths does on the shop's pages (in English, the runner's locale).
import { expect, type Page } from '@playwright/test';
import type { StateValue } from 'xstate';
import type { CartItem } from '../../../src/domain/cart-item';
import { seedProducts } from '../../../server/db/seed/products';
import { freshSenegalMobile, smsInbox } from '../../../e2e/support/sms';
import type { World } from '../flow';
import type { TabRecord } from '../probe';
import { cartLink, openPage, storeFromAnotherTab } from './shop';

const cartKey = 'baobab.cart.v1';
/** `here→there`: on `here`, Back returns to `there` (she came by a link), remembered for the next arrival. */
const backTo = 'checkout.backTo';

const headerCart = (page: Page) => page.getByRole('banner').getByRole('link', { name: /^Cart, / });

export async function addTheTea(page: Page): Promise<void> {
  await openPage(page, '/details/1');
  const details = page.getByRole('article').filter({ has: page.getByRole('heading', { level: 1 }) });
  await details.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(cartLink(page, 1)).toBeVisible();
}

export async function hasProducts(page: Page): Promise<boolean> {
  return !(await cartLink(page, 0).isVisible());
}

/** The cart page's way on; with an empty cart she first adds the tea again. */
export async function proceedToCheckout({ page, memory }: World): Promise<void> {
  memory.delete(backTo);
  if (!(await hasProducts(page))) {
    await addTheTea(page);
    await headerCart(page).click();
  }
  await page.getByRole('main').getByRole('link', { name: 'Proceed to checkout' }).click();
}

/**
 * Arrives on /verify or /payment as a shopper can from where the checkout is: the payment page's “Back to your
 * details”, the browser's Back to the page she came from, a detour through the cart page and Back, or — when no
 * page leads there — its address typed in (the page loads again).
 */
export async function arriveAt({ page, memory }: World, path: '/verify' | '/payment', from: { matches: (state: 'payment' | 'info' | 'failed') => boolean }): Promise<void> {
  const back = memory.get(backTo);
  memory.delete(backTo);
  const here = new URL(page.url()).pathname;
  if (path === '/verify' && from.matches('payment')) {
    await page.getByRole('main').getByRole('link', { name: 'Back to your details' }).click();
    memory.set(backTo, '/verify→/payment');
    return;
  }
  if (here === path) {
    // Already there: to the cart page by the header's link, then Back.
    await headerCart(page).click();
    await expect(page).toHaveURL(/\/shopping-cart$/);
    await page.goBack();
    return;
  }
  if (from.matches('failed') || back === `${here}→${path}`) {
    await page.goBack();
    return;
  }
  await page.goto(path);
}

export async function emptyCartFromAnotherTab(page: Page): Promise<void> {
  await storeCartFromAnotherTab(page, () => []);
  // The sign-in pages have no cart in their header.
  if (await headerCart(page).count()) await expect(cartLink(page, 0)).toBeVisible();
}

/** Another tab stores a cart made from this tab's stored one (as the shop writes it). */
export async function storeCartFromAnotherTab(page: Page, change: (items: CartItem[]) => CartItem[]): Promise<void> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), cartKey);
  const items = stored ? (JSON.parse(stored) as { items: CartItem[] }).items : [];
  await storeFromAnotherTab(page, cartKey, JSON.stringify({ version: 1, items: change(items) }));
}

/** The cart as saved before the tea's price went up by 500 F CFA. */
export const cartWithTheTeaAtAnOldPrice = (items: CartItem[]): CartItem[] => items.map((item) => (item.id === 1 ? { ...item, price: item.price - 500 } : item));

/** The cart as saved while the honey (sold out since) was still in stock. */
export const cartWithTheHoney = (items: CartItem[]): CartItem[] => {
  const honey = seedProducts.find((product) => product.id === 5);
  if (!honey || !items[0]) throw new Error('The seed has no honey (id 5), or the cart is empty.');
  return [...items, { ...items[0], id: honey.id, name: honey.en.name, price: honey.price, availability: true, image_url: null, quantity: 1 }];
};

/** From the sign-in page the checkout sent her to: a fresh number, its SMS code, her name. */
export async function signInAndRegister({ page, memory }: World): Promise<void> {
  memory.delete(backTo);
  const phone = freshSenegalMobile();
  const inbox = await smsInbox(phone.e164);
  await expect(page).toHaveURL(/\/auth\/login\?returnTo=%2Fverify$/);
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification code').fill(await inbox.nextCode());
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await page.getByLabel('First name').fill('Awa');
  await page.getByLabel('Last name', { exact: true }).fill('Diop');
  await page.getByLabel('Email').fill('awa@example.sn');
  await page.getByLabel('Address').fill('Rue 10, Médina, Dakar');
  await page.getByRole('button', { name: 'Continue' }).click();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: /^Account/ }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
}

/** The nine fields of /verify (the name, email and address come prefilled from her account). */
export async function fillDetails(page: Page): Promise<void> {
  const form = page.getByRole('form', { name: 'Your details' });
  await form.getByLabel('Phone').fill('77 123 45 67');
  await form.getByLabel('Delivery date').fill('2030-12-24');
  await form.getByLabel('Delivery time').fill('14:30');
  await form.getByLabel('City').fill('Dakar');
  await form.getByLabel('Postal code').fill('10200');
  await form.getByLabel('Address').fill('Villa 12, Point E');
  await form.getByRole('button', { name: 'Continue to payment' }).click();
}

export async function payWithWave(page: Page): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('radio', { name: 'Wave' })).toBeChecked();
  await main.getByLabel('Phone number').fill('77 123 45 67');
  await main.getByRole('button', { name: 'Confirm payment' }).click();
}

/** Waits until the page's checkout actor reports this state. */
export async function untilTheCheckoutIs(records: readonly TabRecord[], value: StateValue): Promise<void> {
  const reached = () => records.some((record) => record.tab === 0 && record.machine === 'checkout' && JSON.stringify(record.value) === JSON.stringify(value));
  await expect.poll(reached, { timeout: 25_000 }).toBe(true);
}
