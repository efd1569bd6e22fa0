// What the shopper of the checkout paths does on the shop's pages (in English, the runner's locale).
import { expect, type Page } from '@playwright/test';
import type { StateValue } from 'xstate';
import type { CartItem } from '../../../src/domain/cart-item';
import { seedProducts } from '../../../server/db/seed/products';
import { smsInbox } from '../../../e2e/support/sms';
import type { World } from '../flow';
import type { TabRecord } from '../probe';
import { placeOrder, type Phone } from './order-status.world';
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
  await removeTheHoney(page);
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
export async function arriveAt(
  { page, memory }: World,
  path: '/verify' | '/payment',
  from: { matches: (state: 'payment' | 'info' | 'failed') => boolean },
): Promise<void> {
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
export const cartWithTheTeaAtAnOldPrice = (items: CartItem[]): CartItem[] =>
  items.map((item) => (item.id === 1 ? { ...item, price: item.price - 500 } : item));

/** The cart as saved while the honey (sold out since) was still in stock. */
export const cartWithTheHoney = (items: CartItem[]): CartItem[] => {
  const honey = seedProducts.find((product) => product.id === 5);
  if (!honey || !items[0]) throw new Error('The seed has no honey (id 5), or the cart is empty.');
  return [
    ...items,
    { ...items[0], id: honey.id, name: honey.en.name, price: honey.price, availability: true, image_url: null, quantity: 1 },
  ];
};

const honeyId = 5;

/** What sold out leaves her cart before she goes on (the checkout waits for it, issue 21): removed in another tab. */
export async function removeTheHoney(page: Page): Promise<void> {
  const stored = await page.evaluate((key) => localStorage.getItem(key), cartKey);
  const items = stored ? (JSON.parse(stored) as { items: CartItem[] }).items : [];
  if (items.some((item) => item.id === honeyId))
    await storeCartFromAnotherTab(page, (saved) => saved.filter((item) => item.id !== honeyId));
}

/**
 * On /verify or /payment, her cart gets the honey, saved in another tab before it sold out; she looks at her cart
 * (the header's link: the line says it is no longer in stock), then comes Back to the page she was on.
 */
export async function comeBackWithTheHoney({ page, memory }: World): Promise<void> {
  memory.delete(backTo);
  await storeCartFromAnotherTab(page, cartWithTheHoney);
  await headerCart(page).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
  await expect(page.getByRole('main').getByText('No longer in stock: remove it to order')).toBeVisible();
  await page.goBack();
}

const returningPhone = 'checkout.phone';

/** A returning customer: Awa's account, with a past order (placed through the shop's API) delivered to Dakar. */
export async function becomeReturningCustomer({ request, memory }: World): Promise<void> {
  const { phone } = await placeOrder(request);
  memory.set(returningPhone, phone);
}

/** From the sign-in page the checkout sent her to: her number and its SMS code; the shop brings her back to /verify. */
/** She signs in by the header's link (on the cart page, before the checkout), then opens her cart again. */
export async function signInFromTheHeader(world: World): Promise<void> {
  const { page } = world;
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await phoneSignIn(world);
  await expect(page).not.toHaveURL(/\/auth\//);
  await headerCart(page).click();
  await expect(page).toHaveURL(/\/shopping-cart$/);
}

async function phoneSignIn({ page, memory }: World): Promise<void> {
  memory.delete(backTo);
  const phone = memory.get(returningPhone) as Phone | undefined;
  if (!phone) throw new Error('The path started without a returning customer.');
  const inbox = await smsInbox(phone.e164);
  await page.getByLabel('Phone number').fill(phone.national);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Verification code').fill(await inbox.nextCode());
  await page.getByRole('button', { name: 'Continue' }).click();
}

/** The form's saved places: the chosen one (its index), or the new address (null). */
export async function choosePlace(page: Page, index: number | null): Promise<void> {
  const places = page.getByTestId('saved-places').getByRole('radio');
  await (index === null ? places.last() : places.nth(index)).check();
}

export async function signOut(page: Page): Promise<void> {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account/ })
    .click();
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
  await form.getByRole('textbox', { name: 'Address' }).fill('Villa 12, Point E');
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
  const reached = () =>
    records.some((record) => record.tab === 0 && record.machine === 'checkout' && JSON.stringify(record.value) === JSON.stringify(value));
  await expect.poll(reached, { timeout: 25_000 }).toBe(true);
}
