import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { orderListResponseSchema, orderResponseSchema, totalMismatchDetailsSchema } from '../../src/domain/order';
import { clientInfo } from '../../src/domain/testing/fixtures';
import { bearer, requireAuthEmulator, signInWithPhone, type EmulatorUser } from '../test-support/auth-emulator';
import { fieldIssues, parseError, parseOk } from '../test-support/responses';
import { catalogueFacts, listeningCheckoutApp, ordersOf, registerCustomer, type CheckoutTestApp } from '../payments/test-support';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let t: CheckoutTestApp;
let awa: EmulatorUser;
let moussa: EmulatorUser;
let awaId: number;
let moussaId: number;
let facts: Awaited<ReturnType<typeof catalogueFacts>>;

beforeAll(async () => {
  t = await listeningCheckoutApp();
  [awa, moussa] = await Promise.all([signInWithPhone(t.config.firebase.projectId), signInWithPhone(t.config.firebase.projectId)]);
  awaId = (await registerCustomer(t, awa)).id;
  moussaId = (await registerCustomer(t, moussa, { fname: 'Moussa', lname: 'Ndiaye' })).id;
  facts = await catalogueFacts(t);
});
afterAll(() => t?.close());

/** What the cart page showed: both products, collection at the shop. */
function cartPayload(customerId = awaId) {
  const { first, second, collectFee } = facts;
  return {
    customer_id: customerId,
    // Whole cart lines as the SPA keeps them; the server reads only id and quantity.
    products: [
      { id: first.id, quantity: 2, name: first.nameFr, price: first.price },
      { id: second.id, quantity: 1, name: second.nameFr, price: second.price },
    ],
    total: first.price * 2 + second.price + collectFee,
    deposit: 1,
    rest: 1,
    shipping_method: 'collect',
    payment_method: 'wave',
    client_info: clientInfo,
    payment_phone: '77 123 45 67',
  };
}

const post = (body: unknown, user: EmulatorUser | null, key: string | null = randomUUID()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders?locale=fr',
    headers: { ...(user ? bearer(user) : {}), ...(key ? { 'idempotency-key': key } : {}) },
    payload: body as Record<string, unknown>,
  });

describe('POST /api/orders', () => {
  it('needs an ID token (401) and an Idempotency-Key (400 naming the header)', async () => {
    parseError(await post(cartPayload(), null), 401);
    const issues = fieldIssues(await post(cartPayload(), awa, null));
    expect(issues).toContainEqual(expect.objectContaining({ in: 'headers', path: 'idempotency-key' }));
  });

  it('prices the order from the database: names, unit prices, delivery fee, total; deposit = total paid online, rest = 0', async () => {
    const { first, second, collectFee } = facts;
    const body = cartPayload();
    // Tampered line prices are ignored: only ids and quantities count.
    body.products = body.products.map((line) => ({ ...line, price: 1 }));
    const response = await post(body, awa);
    expect(response.statusCode, response.body).toBe(201);
    const { data: order } = orderResponseSchema.parse(response.json());
    expect(order).toMatchObject({
      customer_id: awaId,
      status: 'pending_payment',
      shipping_method: 'collect',
      payment_method: 'wave',
      subtotal: first.price * 2 + second.price,
      delivery_fee: collectFee,
      total: body.total,
      deposit: body.total,
      rest: 0,
      client_info: clientInfo,
    });
    expect(order.products).toEqual([
      { id: first.id, name: first.nameFr, unit_price: first.price, quantity: 2, line_total: first.price * 2 },
      { id: second.id, name: second.nameFr, unit_price: second.price, quantity: 1, line_total: second.price },
    ]);
  });

  it('refuses a total that is not the current one with 409 and the current total, and creates nothing', async () => {
    const before = (await ordersOf(t, moussaId)).length;
    const body = { ...cartPayload(moussaId), total: cartPayload().total - 1000 };
    const error = parseError(await post(body, moussa), 409);
    expect(totalMismatchDetailsSchema.parse(error.details)).toEqual({
      total: cartPayload().total,
      subtotal: cartPayload().total - facts.collectFee,
      delivery_fee: facts.collectFee,
      submitted_total: body.total,
    });
    expect(await ordersOf(t, moussaId)).toHaveLength(before);
  });

  it('names unknown products (400) and products out of stock (409)', async () => {
    const unknown = parseError(await post({ ...cartPayload(), products: [{ id: 999_999, quantity: 1 }] }, awa), 400);
    expect(unknown).toMatchObject({ name: 'UnknownProduct', details: { product_ids: [999_999] } });
    const soldOut = parseError(
      await post(
        { ...cartPayload(), products: [{ id: facts.soldOut.id, quantity: 1 }], total: facts.soldOut.price + facts.collectFee },
        awa,
      ),
      409,
    );
    expect(soldOut).toMatchObject({ details: { reason: 'out_of_stock', product_ids: [facts.soldOut.id] } });
    expect(soldOut.message).toContain(facts.soldOut.nameFr);
  });

  it('accepts only the caller’s own customer id (403), and needs a customer record (403)', async () => {
    expect(parseError(await post(cartPayload(moussaId), awa), 403).details).toMatchObject({ reason: 'not_your_customer' });
    const stranger = await signInWithPhone(t.config.firebase.projectId);
    expect(parseError(await post(cartPayload(), stranger), 403).details).toMatchObject({ reason: 'no_customer' });
  });

  it('refuses a lone surrogate in the customer info field by field (400), where PostgreSQL’s jsonb answered 500', async () => {
    const before = (await ordersOf(t, moussaId)).length;
    // JSON.stringify writes a lone surrogate as the escape \\ud800, which JSON.parse gives back as is.
    const issues = fieldIssues(
      await post({ ...cartPayload(moussaId), client_info: { ...clientInfo, city: 'Dakar\udc00', address: '\ud83d' } }, moussa),
    );
    expect(issues.map((issue) => issue.path).sort()).toEqual(['client_info.address', 'client_info.city']);
    expect(await ordersOf(t, moussaId)).toHaveLength(before);
  });

  it('refuses MTN for a Senegalese wallet number (400, clear message) before creating any order', async () => {
    const before = (await ordersOf(t, moussaId)).length;
    const error = parseError(
      await post({ ...cartPayload(moussaId), payment_method: 'mtn', payment_phone: '+221 77 123 45 67' }, moussa),
      400,
    );
    expect(error.message).toMatch(/MTN Mobile Money is not offered in Senegal/);
    expect(error.details).toMatchObject({ reason: 'mtn_not_in_senegal', field: 'phone' });
    expect(parseError(await post({ ...cartPayload(moussaId), payment_phone: undefined }, moussa), 400).details).toMatchObject({
      reason: 'missing',
    });
    expect(await ordersOf(t, moussaId)).toHaveLength(before);
  });

  it('answers the same order for the same Idempotency-Key (201, then 200): one order', async () => {
    const key = randomUUID();
    const first = await post(cartPayload(moussaId), moussa, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = parseOk(await post(cartPayload(moussaId), moussa, key), orderResponseSchema);
    expect(again.data.id).toBe(orderResponseSchema.parse(first.json()).data.id);
    expect((await ordersOf(t, moussaId)).filter((order) => order.idempotencyKey === key)).toHaveLength(1);
  });

  it('makes one order out of 50 concurrent identical submissions', async () => {
    const key = randomUUID();
    const responses = await Promise.all(Array.from({ length: 50 }, () => post(cartPayload(), awa, key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(49);
    const ids = new Set(responses.map((response) => orderResponseSchema.parse(response.json()).data.id));
    expect(ids.size).toBe(1);
    expect((await ordersOf(t, awaId)).filter((order) => order.idempotencyKey === key)).toHaveLength(1);
  });
});

describe('an Idempotency-Key reused for another order', () => {
  it('is refused with 422 when the cart or the customer info differ, and answered when only the payment differs', async () => {
    const key = randomUUID();
    const placed = await post(cartPayload(moussaId), moussa, key);
    expect(placed.statusCode, placed.body).toBe(201);
    const { id } = orderResponseSchema.parse(placed.json()).data;

    const [firstLine, secondLine] = cartPayload(moussaId).products;
    const otherCart = {
      ...cartPayload(moussaId),
      products: [{ ...firstLine!, quantity: 5 }, secondLine!],
      total: facts.first.price * 5 + facts.second.price + facts.collectFee,
    };
    const refused = parseError(await post(otherCart, moussa, key), 422);
    expect(refused.message).toMatch(/already used for a different order/);
    expect(refused.details).toEqual({ reason: 'idempotency_key_reused', order_id: id });
    parseError(await post({ ...cartPayload(moussaId), client_info: { ...clientInfo, address: '5 avenue Bourguiba' } }, moussa, key), 422);

    // The same order, lines in another order and paid another way: a retry, not a new order.
    const retry = {
      ...cartPayload(moussaId),
      products: [secondLine!, firstLine!],
      payment_method: 'orange_money',
      payment_phone: '76 123 45 67',
    };
    expect(parseOk(await post(retry, moussa, key), orderResponseSchema).data.id).toBe(id);
    expect((await ordersOf(t, moussaId)).filter((order) => order.idempotencyKey === key)).toHaveLength(1);
  });

  it('makes one order of concurrent submissions of two different carts with one key; the other cart gets 422', async () => {
    const key = randomUUID();
    const [firstLine, secondLine] = cartPayload().products;
    const bigger = {
      ...cartPayload(),
      products: [{ ...firstLine!, quantity: 3 }, secondLine!],
      total: facts.first.price * 3 + facts.second.price + facts.collectFee,
    };
    const bodies = Array.from({ length: 20 }, (_, index) => (index % 2 === 0 ? cartPayload() : bigger));
    const responses = await Promise.all(bodies.map((body) => post(body, awa, key)));
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 200)).toHaveLength(9);
    expect(statuses.filter((status) => status === 422)).toHaveLength(10);
    expect((await ordersOf(t, awaId)).filter((order) => order.idempotencyKey === key)).toHaveLength(1);
  });
});

describe('GET /api/orders and /api/orders/:id', () => {
  it('lists the caller’s orders only, and hides other customers’ orders behind a 404', async () => {
    const { data: mine } = parseOk(await t.app.inject({ url: '/api/orders?locale=fr', headers: bearer(awa) }), orderListResponseSchema);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((order) => order.customer_id === awaId)).toBe(true);

    const { data: theirs } = parseOk(
      await t.app.inject({ url: '/api/orders?locale=fr', headers: bearer(moussa) }),
      orderListResponseSchema,
    );
    const theirOrder = theirs[0];
    if (!theirOrder) throw new Error('Moussa has no order');
    expect(theirs.every((order) => order.customer_id === moussaId)).toBe(true);

    parseError(await t.app.inject({ url: `/api/orders/${theirOrder.id}?locale=fr`, headers: bearer(awa) }), 404);
    const own = parseOk(
      await t.app.inject({ url: `/api/orders/${theirOrder.id}?locale=fr`, headers: bearer(moussa) }),
      orderResponseSchema,
    );
    expect(own.data).toEqual(theirOrder);
    parseError(await t.app.inject({ url: '/api/orders' }), 401);
  });

  it('answers a placed order exactly as it is read back later', async () => {
    const placed = await post(cartPayload(), awa);
    expect(placed.statusCode, placed.body).toBe(201);
    const { data: order } = orderResponseSchema.parse(placed.json());
    const read = parseOk(await t.app.inject({ url: `/api/orders/${order.id}?locale=fr`, headers: bearer(awa) }), orderResponseSchema);
    expect(read.data).toEqual(order);
  });

  it('gives an account without a customer record no orders, and nobody’s order', async () => {
    const stranger = await signInWithPhone(t.config.firebase.projectId);
    const { data: mine } = parseOk(
      await t.app.inject({ url: '/api/orders?locale=fr', headers: bearer(stranger) }),
      orderListResponseSchema,
    );
    expect(mine).toEqual([]);
    const [awasOrder] = await ordersOf(t, awaId);
    if (!awasOrder) throw new Error('Awa has no order');
    parseError(await t.app.inject({ url: `/api/orders/${awasOrder.id}?locale=fr`, headers: bearer(stranger) }), 404);
  });
});

describe('OpenAPI', () => {
  it('documents the order and payment routes (the IPN and the simulator stay out)', async () => {
    const { paths } = (await t.app.inject({ url: '/api/docs' })).json() as { paths: Record<string, Record<string, unknown>> };
    expect(Object.keys(paths['/api/orders'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(paths['/api/orders/{id}']).toHaveProperty('get');
    expect(paths['/api/orders/{id}/payment']).toHaveProperty('post');
    expect(paths['/paydunya-api/wave/make']).toHaveProperty('post');
    expect(Object.keys(paths).filter((path) => path.includes('paydunya-sim') || path.includes('/ipn'))).toEqual([]);
  });
});
