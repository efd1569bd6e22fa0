import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderListResponseSchema, orderResponseSchema } from '../../src/domain/order';
import { clientInfo } from '../../src/domain/testing/fixtures';
import { products } from '../db/schema';
import { catalogueFacts, listeningCheckoutApp, registerCustomer, type CheckoutTestApp } from '../payments/test-support';
import { bearer, requireAuthEmulator, signInWithPhone, type EmulatorUser } from '../test-support/auth-emulator';
import { parseOk } from '../test-support/responses';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let t: CheckoutTestApp;
let awa: EmulatorUser;
let orderId: number;
let facts: Awaited<ReturnType<typeof catalogueFacts>>;

beforeAll(async () => {
  t = await listeningCheckoutApp();
  awa = await signInWithPhone(t.config.firebase.projectId);
  const customerId = (await registerCustomer(t, awa)).id;
  facts = await catalogueFacts(t);
  const { first, second, collectFee } = facts;
  // Bought from a French page: the lines are stored under their French names.
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders?locale=fr',
    headers: { ...bearer(awa), 'idempotency-key': randomUUID() },
    payload: {
      customer_id: customerId,
      products: [
        { id: first.id, quantity: 1 },
        { id: second.id, quantity: 2 },
      ],
      total: first.price + second.price * 2 + collectFee,
      deposit: 1,
      rest: 1,
      shipping_method: 'collect',
      payment_method: 'wave',
      client_info: clientInfo,
      payment_phone: '77 123 45 67',
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  orderId = orderResponseSchema.parse(placed.json()).data.id;
});
afterAll(() => t?.close());

const lineNames = async (locale: string) =>
  parseOk(
    await t.app.inject({ url: `/api/orders/${orderId}?locale=${locale}`, headers: bearer(awa) }),
    orderResponseSchema,
  ).data.products.map((line) => line.name);
const listedNames = async (locale: string) =>
  parseOk(await t.app.inject({ url: `/api/orders?locale=${locale}`, headers: bearer(awa) }), orderListResponseSchema)
    .data.find((order) => order.id === orderId)
    ?.products.map((line) => line.name);

describe('an order read in another language than it was bought in (issue 21)', () => {
  it('names its lines in the language asked for, as the catalogue does: the order page and the order list', async () => {
    const { first, second } = facts;
    expect(first.nameEn).not.toBe(first.nameFr);
    expect(await lineNames('en')).toEqual([first.nameEn, second.nameEn]);
    expect(await listedNames('en')).toEqual([first.nameEn, second.nameEn]);
    expect(await lineNames('fr')).toEqual([first.nameFr, second.nameFr]);
    // Arabic pages read the French content (spec §1).
    expect(await lineNames('ar')).toEqual([first.nameFr, second.nameFr]);
  });

  it('keeps the name a line was sold under once the product is renamed: the order still says what was bought', async () => {
    const { first, second } = facts;
    await t.database.db
      .update(products)
      .set({ nameEn: `${first.nameEn} (new recipe)`, nameFr: `${first.nameFr} (nouvelle recette)` })
      .where(eq(products.id, first.id));
    try {
      expect(await lineNames('en')).toEqual([first.nameFr, second.nameEn]);
    } finally {
      await t.database.db.update(products).set({ nameEn: first.nameEn, nameFr: first.nameFr }).where(eq(products.id, first.id));
    }
  });
});
