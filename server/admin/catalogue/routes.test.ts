import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminDeliveryMethodResponseSchema,
  adminEventResponseSchema,
  adminExchangeRateResponseSchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  adminShopResponseSchema,
  auditListResponseSchema,
  versionConflictDetailsSchema,
} from '../../../src/domain/admin';
import {
  deliveryMethodListResponseSchema,
  exchangeRateListResponseSchema,
  productResponseSchema,
  shopListResponseSchema,
} from '../../../src/domain/catalog';
import { auditLog, events, productImages, products } from '../../db/schema';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../../test-support/app';
import { fieldIssues, parseError, parseOk } from '../../test-support/responses';
import { signInWithRole } from '../test-support';

requireAuthEmulator();

let t: TestApp;
let staff: EmulatorUser;
let other: EmulatorUser;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  [staff, other] = await Promise.all([signInWithRole(t, 'staff'), signInWithRole(t, 'admin')]);
});
afterAll(() => t?.close());

const firstProduct = async () => {
  const [row] = await t.database.db.select().from(products).orderBy(products.id).limit(1);
  if (!row) throw new Error('empty catalogue');
  return row;
};
const patch = (url: string, payload: object, user = staff) => t.app.inject({ method: 'PATCH', url, headers: bearer(user), payload });
const publicProduct = async (id: number, locale = 'fr') =>
  parseOk(await t.app.inject({ url: `/api/products/${id}?locale=${locale}&populate=image` }), productResponseSchema).data.attributes;

describe('product edits', () => {
  it('a price change is seen by the public catalogue on the next request (caches emptied)', async () => {
    const product = await firstProduct();
    expect((await publicProduct(product.id)).price).toBe(product.price); // now cached
    const saved = parseOk(
      await patch(`/api/admin/products/${product.id}`, { version: product.version, price: product.price + 500 }),
      adminProductResponseSchema,
    ).data;
    expect(saved).toMatchObject({ price: product.price + 500, version: product.version + 1 });
    expect((await publicProduct(product.id)).price).toBe(product.price + 500);
  });

  it('names, descriptions and availability in both languages; audit keeps who, when, before → after of what changed', async () => {
    const product = await firstProduct();
    const edit = {
      version: product.version,
      name_fr: 'Poudre de baobab bio',
      name_en: 'Organic baobab powder',
      description_en: 'Line one.\nLine two.',
      availability: false,
    };
    parseOk(await patch(`/api/admin/products/${product.id}`, edit), adminProductResponseSchema);
    expect(await publicProduct(product.id, 'en')).toMatchObject({
      name: 'Organic baobab powder',
      description: 'Line one.\nLine two.',
      availability: false,
    });
    expect((await publicProduct(product.id, 'fr')).name).toBe('Poudre de baobab bio');
    const history = parseOk(
      await t.app.inject({ url: `/api/admin/history/product/${product.id}`, headers: bearer(staff) }),
      auditListResponseSchema,
    ).data;
    expect(history[0]).toMatchObject({
      action: 'update',
      actor_uid: staff.uid,
      actor_phone: staff.phoneNumber,
      before: { name_fr: product.nameFr, name_en: product.nameEn, description_en: product.descriptionEn, availability: true },
      after: {
        name_fr: 'Poudre de baobab bio',
        name_en: 'Organic baobab powder',
        description_en: 'Line one.\nLine two.',
        availability: false,
      },
    });
    expect(Object.keys(history[0]?.after ?? {}).sort()).toEqual(['availability', 'description_en', 'name_en', 'name_fr']);
    expect(Date.now() - Date.parse(history[0]?.at ?? '')).toBeLessThan(60_000);
  });

  it('two concurrent edits from the same version: exactly one is saved, the other gets 409 with both versions', async () => {
    const product = await firstProduct();
    const answers = await Promise.all([
      patch(`/api/admin/products/${product.id}`, { version: product.version, price: 1111 }),
      patch(`/api/admin/products/${product.id}`, { version: product.version, price: 2222 }, other),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    const saved = answers.find((answer) => answer.statusCode === 200);
    if (!refused || !saved) throw new Error('unreachable');
    const details = versionConflictDetailsSchema.parse(parseError(refused, 409).details);
    const winner = adminProductResponseSchema.parse(saved.json()).data;
    expect(details.current).toMatchObject({ version: product.version + 1, price: winner.price });
    expect(details.submitted).toMatchObject({ version: product.version, price: winner.price === 1111 ? 2222 : 1111 });
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'product'), eq(auditLog.entityId, String(product.id))));
    expect(audits.filter((row) => (row.after as { price?: number } | null)?.price === winner.price)).toHaveLength(1);
  });

  it('a save that changes nothing keeps the version and writes no audit row, so a colleague’s edit from it is not refused', async () => {
    const product = await firstProduct();
    const historyLength = async () =>
      parseOk(await t.app.inject({ url: `/api/admin/history/product/${product.id}`, headers: bearer(staff) }), auditListResponseSchema).data
        .length;
    const before = await historyLength();
    const same = parseOk(
      await patch(`/api/admin/products/${product.id}`, { version: product.version, price: product.price, name_fr: product.nameFr }),
      adminProductResponseSchema,
    ).data;
    expect(same.version).toBe(product.version);
    expect(await historyLength()).toBe(before);
    const colleague = await patch(`/api/admin/products/${product.id}`, { version: product.version, price: product.price + 1 }, other);
    expect(parseOk(colleague, adminProductResponseSchema).data).toMatchObject({ price: product.price + 1, version: product.version + 1 });
  });

  it('refuses bad values field by field, and an unknown category', async () => {
    const { id, version } = await firstProduct();
    expect(
      fieldIssues(await patch(`/api/admin/products/${id}`, { version, price: -1, name_fr: '  ' }))
        .map((issue) => issue.path)
        .sort(),
    ).toEqual(['name_fr', 'price']);
    expect(fieldIssues(await patch(`/api/admin/products/${id}`, { version, price: 12.5 })).map((issue) => issue.path)).toEqual(['price']);
    expect(
      fieldIssues(await patch(`/api/admin/products/${id}`, { version, name_en: 'Evil\u202Ename' })).map((issue) => issue.path),
    ).toEqual(['name_en']);
    expect(fieldIssues(await patch(`/api/admin/products/${id}`, { version, category_id: 999_999 }))).toEqual([
      { in: 'body', path: 'category_id', message: 'No such category' },
    ]);
    expect(fieldIssues(await patch(`/api/admin/products/${id}`, { price: 100 })).map((issue) => issue.path)).toEqual(['version']);
    parseError(await patch('/api/admin/products/999999', { version: 1, price: 100 }), 404);
  });
});

describe('product list', () => {
  it('finds products by a part of either name (a % typed is a letter) and by category, each with its own pictures', async () => {
    const product = await firstProduct();
    const list = async (query: string) =>
      parseOk(await t.app.inject({ url: `/api/admin/products?${query}`, headers: bearer(staff) }), adminProductListResponseSchema).data;
    const found = await list(`q=${encodeURIComponent(product.nameEn.slice(1, 6))}`);
    expect(found.map((row) => row.id)).toContain(product.id);
    const images = await t.database.db.select().from(productImages).where(eq(productImages.productId, product.id));
    expect(
      found
        .find((row) => row.id === product.id)
        ?.images.map((image) => image.id)
        .sort(),
    ).toEqual(images.map((image) => image.id).sort());
    expect(await list('q=%25')).toEqual([]);
    const inCategory = await list(`category_id=${product.categoryId}`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.every((row) => row.category_id === product.categoryId)).toBe(true);
    const stored = await t.database.db.select({ id: productImages.id, productId: productImages.productId }).from(productImages);
    for (const row of inCategory) {
      expect(row.images.map((image) => image.id).sort()).toEqual(
        stored
          .filter((image) => image.productId === row.id)
          .map((image) => image.id)
          .sort(),
      );
    }
  });
});

describe('product pictures', () => {
  const upload = async (body: Buffer | string, type: string, headers: Record<string, string> = {}) => {
    const { id, version } = await firstProduct();
    return t.app.inject({
      method: 'POST',
      url: `/api/admin/products/${id}/images?version=${version}&alt_fr=Pot&alt_en=Jar`,
      headers: { ...bearer(staff), 'content-type': type, ...headers },
      payload: body,
    });
  };

  it('a JPEG is stored as WebP (1200 px wide at most, and a 400 px card), served, and shown by the public catalogue', async () => {
    const jpeg = await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c08040' } })
      .jpeg()
      .toBuffer();
    const response = await upload(jpeg, 'image/jpeg');
    expect(response.statusCode, response.body).toBe(201);
    const image = adminProductResponseSchema.parse(response.json()).data.images.at(-1);
    expect(image).toMatchObject({ width: 1200, height: 800, alt_fr: 'Pot', alt_en: 'Jar' });
    const served = await t.app.inject({ url: image?.url ?? '' });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const card = await t.app.inject({ url: image?.card_url ?? '' });
    expect(await sharp(card.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 400 });
    const { id } = await firstProduct();
    expect((await publicProduct(id)).image_links).toContain(image?.url);
  });

  it('only pictures: other types 415, a fake picture 400, cross-site 403, too big 413', async () => {
    expect(parseError(await upload('not json', 'text/plain'), 415).name).toBe('UnsupportedMediaType');
    parseError(await upload('a=1', 'application/x-www-form-urlencoded'), 415);
    expect(parseError(await upload(Buffer.from('GIF89a not really'), 'image/png'), 400).details).toEqual({ reason: 'invalid_image' });
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(parseError(await upload(png, 'image/png', { 'sec-fetch-site': 'cross-site' }), 403).name).toBe('CrossSiteRequest');
    parseError(await upload(Buffer.alloc(9 * 1024 * 1024), 'image/png'), 413);
    // JSON bodies are still refused elsewhere when they are pictures: the exception is this route only.
    parseError(
      await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/shops/1',
        headers: { ...bearer(staff), 'content-type': 'image/png' },
        payload: png,
      }),
      415,
    );
  });

  it('removing a picture takes it off the public gallery', async () => {
    const { id, version } = await firstProduct();
    const before = parseOk(
      await t.app.inject({ url: `/api/admin/products/${id}`, headers: bearer(staff) }),
      adminProductResponseSchema,
    ).data;
    const removed = before.images[0];
    const after = parseOk(
      await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/products/${id}/images/${removed?.id}?version=${version}`,
        headers: bearer(staff),
      }),
      adminProductResponseSchema,
    ).data;
    expect(after.images.map((image) => image.id)).not.toContain(removed?.id);
    expect((await publicProduct(id)).image_links).not.toContain(removed?.url);
  });
});

describe('other catalogue edits', () => {
  it('an event’s date and capacity; a capacity below the seats booked is refused', async () => {
    const [event] = await t.database.db.select().from(events).limit(1);
    if (!event) throw new Error('no event');
    await t.database.db.update(events).set({ seatsBooked: 5 }).where(eq(events.id, event.id));
    expect(fieldIssues(await patch(`/api/admin/events/${event.id}`, { version: event.version, capacity: 4 }))).toEqual([
      { in: 'body', path: 'capacity', message: 'at least the 5 seats already booked' },
    ]);
    const saved = parseOk(
      await patch(`/api/admin/events/${event.id}`, { version: event.version, capacity: 30, starts_at: '2031-05-01T18:00:00Z' }),
      adminEventResponseSchema,
    ).data;
    expect(saved).toMatchObject({ capacity: 30, starts_at: '2031-05-01T18:00:00.000Z' });
    const publicEvent = (await t.app.inject({ url: `/api/events/${event.id}?locale=fr` })).json() as {
      data: { seats_left: number; date: string };
    };
    expect(publicEvent.data).toMatchObject({ seats_left: 25, date: '2031-05-01T18:00:00.000Z' });
  });

  it('a shop’s opening hours, closed at the weekend; opening after closing is refused', async () => {
    const shops = parseOk(await t.app.inject({ url: '/api/shops?locale=fr' }), shopListResponseSchema).data;
    const shop = shops[0];
    if (!shop) throw new Error('no shop');
    const admin = (await t.app.inject({ url: '/api/admin/shops', headers: bearer(staff) })).json() as {
      data: { id: number; version: number }[];
    };
    const version = admin.data.find((row) => row.id === shop.id)?.version ?? 0;
    expect(
      fieldIssues(await patch(`/api/admin/shops/${shop.id}`, { version, week: { start: 18, end: 9 } })).map((issue) => issue.path),
    ).toEqual(['week.end']);
    parseOk(await patch(`/api/admin/shops/${shop.id}`, { version, week: { start: 7, end: 21 }, weekend: null }), adminShopResponseSchema);
    const after = parseOk(await t.app.inject({ url: '/api/shops?locale=fr' }), shopListResponseSchema).data.find(
      (row) => row.id === shop.id,
    );
    expect(after?.opening_hours).toEqual({ week: { start: 7, end: 21 }, weekend: null });
  });

  it('a delivery fee and the EUR rate, seen by the public lists at once', async () => {
    const methods = (await t.app.inject({ url: '/api/admin/delivery-methods', headers: bearer(staff) })).json() as {
      data: { code: string; version: number }[];
    };
    const courier = methods.data.find((method) => method.code === 'livreur');
    parseOk(
      await patch('/api/admin/delivery-methods/livreur', { version: courier?.version, fee: 2500 }),
      adminDeliveryMethodResponseSchema,
    );
    const fees = parseOk(await t.app.inject({ url: '/api/delivery-methods?locale=fr' }), deliveryMethodListResponseSchema).data;
    expect(fees.find((method) => method.code === 'livreur')?.fee).toBe(2500);
    expect(
      fieldIssues(await patch('/api/admin/delivery-methods/livreur', { version: (courier?.version ?? 0) + 1, fee: -5 })).map(
        (issue) => issue.path,
      ),
    ).toEqual(['fee']);

    const rates = (await t.app.inject({ url: '/api/admin/exchange-rates', headers: bearer(staff) })).json() as {
      data: { currency: string; version: number }[];
    };
    const eur = rates.data.find((rate) => rate.currency === 'EUR');
    parseOk(await patch('/api/admin/exchange-rates/EUR', { version: eur?.version, xof_per_unit: 656 }), adminExchangeRateResponseSchema);
    const publicRates = parseOk(await t.app.inject({ url: '/api/exchange-rates' }), exchangeRateListResponseSchema).data;
    expect(publicRates.find((rate) => rate.currency === 'EUR')?.xof_per_unit).toBe(656);
    parseError(await patch('/api/admin/exchange-rates/XYZ', { version: 1, xof_per_unit: 1 }), 404);
  });
});
