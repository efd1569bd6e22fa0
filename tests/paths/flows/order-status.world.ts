// The outside world of the order status page, as the real parts make it: a shopper's account and order placed
// through the shop's API with an ID token from the Auth emulator, the PayDunya simulator's hosted page, and the
// shop's staff acting on the order through the back office's API.
import { expect, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { freshSenegalMobile } from '../../../e2e/support/sms';
import { grantStaffRole } from '../../../e2e/support/staff';
import type { DeliveryMethodCode } from '../../../src/domain/catalog';
import { nameAccount, signInByPhone, type Phone } from './emulator-accounts';

export type { Phone };

export interface PlacedOrder {
  id: number;
  /** The shopper who placed it, to sign in with in the browser. */
  phone: Phone;
  /** The simulator's page of the payment started with the order (Wave), still to be answered. */
  gatewayUrl: string;
  /** The shopper's ID token (the Auth emulator's), to act as the shopper through the shop's API. */
  shopperToken: string;
}

const bearer = (idToken: string) => ({ authorization: `Bearer ${idToken}` });

async function ok<T>(
  answer: Promise<{ ok(): boolean; status(): number; text(): Promise<string>; json(): Promise<unknown> }>,
  what: string,
): Promise<T> {
  const response = await answer;
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

const profile = { fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', address: 'Rue 10 Medina' };

/**
 * A new shopper (Awa Diop, a fresh number) registered as the register page does (name on the account, customer
 * record), who orders one kinkeliba tea for collection (or, when asked, delivery by courier) and starts paying
 * it with Wave: the order waits for the gateway's answer.
 */
export async function placeOrder(request: APIRequestContext, shippingMethod: DeliveryMethodCode = 'collect'): Promise<PlacedOrder> {
  const phone = freshSenegalMobile();
  const signedIn = await signInByPhone(phone);
  await nameAccount(signedIn.idToken, 'Awa Diop');
  const headers = bearer(signedIn.idToken);
  const customer = await ok<{ data: { id: number } }>(
    request.post('/api/customers?locale=en', { headers, data: { ...profile, auth_id: signedIn.uid, phone: phone.e164 } }),
    'registering the customer',
  );
  const order = {
    customer_id: customer.data.id,
    products: [{ id: 1, quantity: 1 }],
    shipping_method: shippingMethod,
    payment_method: 'wave',
    payment_phone: '77 123 45 67',
    client_info: { ...profile, phone: '77 123 45 67', deliver_date: '2030-12-24', time: '14:30', city: 'Dakar', zip: '10200' },
  };
  const key = `paths-${phone.national}`;
  // The cart shows the server's price; asked here the way the shop learns a changed total (409 with the total).
  const priced = await request.post('/api/orders?locale=en', {
    headers: { ...headers, 'idempotency-key': key },
    data: { ...order, total: 0 },
  });
  const total = ((await priced.json()) as { error?: { details?: { total?: number } } }).error?.details?.total;
  if (priced.status() !== 409 || total === undefined) throw new Error(`pricing the order: ${priced.status()}`);
  const placed = await ok<{ data: { id: number } }>(
    request.post('/api/orders?locale=en', { headers: { ...headers, 'idempotency-key': key }, data: { ...order, total } }),
    'placing the order',
  );
  const gatewayUrl = await startPayment(request, placed.data.id, signedIn.idToken);
  return { id: placed.data.id, phone, gatewayUrl, shopperToken: signedIn.idToken };
}

/**
 * The shopper starts paying the order with Wave from `walletPhone`, as the shop's payment page does; the
 * simulator's page to answer. (The same method and number again is answered with the pending attempt.)
 */
export async function startPayment(
  request: APIRequestContext,
  orderId: number,
  shopperToken: string,
  walletPhone = '77 123 45 67',
): Promise<string> {
  const payment = await ok<{ url: string }>(
    request.post(`/api/orders/${orderId}/payment?locale=en`, {
      headers: bearer(shopperToken),
      data: { method: 'wave', phone: walletPhone },
    }),
    'starting the payment',
  );
  return payment.url;
}

/** A member of the shop's staff (a number given the role, as `npm run staff` does), signed in; one per worker. */
let staffToken: Promise<string> | undefined;
function staff(): Promise<string> {
  staffToken ??= (async () => {
    const phone = freshSenegalMobile();
    await grantStaffRole(phone.e164, 'staff');
    return (await signInByPhone(phone)).idToken;
  })();
  return staffToken;
}

/** A member of the staff applies `action` to the order through the back office's API. */
export async function staffActs(request: APIRequestContext, orderId: number, action: string): Promise<void> {
  const headers = bearer(await staff());
  await ok(request.post(`/api/admin/orders/${orderId}/actions?locale=en`, { headers, data: { action } }), `${action} on the order`);
}

/** What the back office's API says of the order (GET /api/admin/orders/:id), read as a member of the staff. */
export async function staffReads<T>(request: APIRequestContext, orderId: number): Promise<T> {
  const headers = bearer(await staff());
  return (await ok<{ data: T }>(request.get(`/api/admin/orders/${orderId}?locale=en`, { headers }), 'reading the order')).data;
}

/** The order as its shopper's page reads it (GET /api/orders/:id): while it waits, the shop asks PayDunya about its payment. */
export async function shopperReads(request: APIRequestContext, orderId: number, shopperToken: string): Promise<void> {
  await ok(request.get(`/api/orders/${orderId}?locale=en`, { headers: bearer(shopperToken) }), 'the shopper reading the order');
}

/** The staff cancel the unpaid order in the back office: the server stores it `expired`, as the expiry sweep does. */
export async function staffCancel(request: APIRequestContext, orderId: number): Promise<void> {
  await staffActs(request, orderId, 'cancel');
}

/** The simulator's answers: approve (notified at once), decline, and the gateway's three failures of its notification. */
export type GatewayAnswer =
  'Approve payment' | 'Decline payment' | 'Approve, notification lost' | 'Approve, notification late' | 'Approve, notification twice';

/** The payer answers on the simulator's hosted page, in a tab of their own; the gateway notifies the shop (IPN) as the answer says. */
export async function answerOnGateway(context: BrowserContext, gatewayUrl: string, answer: GatewayAnswer): Promise<void> {
  const tab = await context.newPage();
  try {
    await tab.goto(gatewayUrl);
    await tab.getByRole('button', { name: answer }).click();
    // The simulator sends the payer back to the shop once it notified it (or, for a late or lost notification, did not).
    await expect(tab).toHaveURL(/\/orders\/\d+$/);
  } finally {
    await tab.close();
  }
}
