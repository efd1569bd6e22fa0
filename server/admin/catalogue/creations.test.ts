import { describe, expect, it } from 'vitest';
import { adminEventResponseSchema, adminProductResponseSchema, auditListResponseSchema } from '../../../src/domain/admin';
import { eventListResponseSchema, productListResponseSchema, productResponseSchema } from '../../../src/domain/catalog';
import { bearer } from '../../test-support/auth-emulator';
import { fieldIssues, parseError } from '../../test-support/responses';
import { staffTestApp } from '../test-support';
import { z } from 'zod/mini';

const setup = staffTestApp();

const post = (url: string, payload: object) => setup.app().app.inject({ method: 'POST', url, headers: bearer(setup.staff()), payload });
const parseCreated = <S extends z.core.$ZodType>(response: Awaited<ReturnType<typeof post>>, schema: S): z.infer<S> => {
  expect(response.statusCode, response.body).toBe(201);
  return z.parse(schema, response.json());
};
const historyOf = async (entity: string, id: number) =>
  z.parse(
    auditListResponseSchema,
    (await setup.app().app.inject({ url: `/api/admin/history/${entity}/${id}`, headers: bearer(setup.staff()) })).json(),
  ).data;

const newProduct = {
  name_fr: 'Savon au karité',
  name_en: 'Shea butter soap',
  description_fr: 'Fait main à Dakar.',
  description_en: 'Handmade in Dakar.',
  price: 2500,
  availability: true,
  category_id: 7,
};

describe('POST /api/admin/products', () => {
  it('creates the product, audited as a creation, and the public catalogue lists it on the next request', async () => {
    const listed = async () =>
      z.parse(productListResponseSchema, (await setup.app().app.inject({ url: '/api/products?locale=fr&pagination[pageSize]=100' })).json())
        .data;
    expect((await listed()).some((product) => product.attributes.name === newProduct.name_fr)).toBe(false); // now cached
    const product = parseCreated(await post('/api/admin/products', newProduct), adminProductResponseSchema).data;
    expect(product).toMatchObject({ ...newProduct, slug: 'savon-au-karite', version: 1, images: [] });
    expect((await listed()).some((listedProduct) => listedProduct.id === product.id)).toBe(true);
    const shown = z.parse(productResponseSchema, (await setup.app().app.inject({ url: `/api/products/${product.id}?locale=en` })).json())
      .data.attributes;
    expect(shown).toMatchObject({ name: 'Shea butter soap', description: 'Handmade in Dakar.', price: 2500 });
    const [created] = await historyOf('product', product.id);
    expect(created).toMatchObject({
      action: 'create',
      actor_uid: setup.staff().uid,
      before: null,
      after: { name_fr: 'Savon au karité', price: 2500, category_id: 7 },
    });
  });

  it('a second product of the same name gets its own address name', async () => {
    const twin = parseCreated(
      await post('/api/admin/products', { ...newProduct, name_fr: 'Savon au  Karité !' }),
      adminProductResponseSchema,
    ).data;
    expect(twin.slug).toBe('savon-au-karite-2');
    const arabic = parseCreated(await post('/api/admin/products', { ...newProduct, name_fr: 'صابون' }), adminProductResponseSchema).data;
    expect(arabic.slug).toMatch(/^product(-\d+)?$/);
  });

  it('six created at once with one name: each saved under its own address name, or a 409 to save again — never a 500', async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => post('/api/admin/products', { ...newProduct, name_fr: 'Beurre de karité' })),
    );
    const saved = answers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => z.parse(adminProductResponseSchema, answer.json()).data.slug);
    expect(saved.length).toBeGreaterThan(0);
    expect(new Set(saved).size).toBe(saved.length);
    for (const refused of answers.filter((answer) => answer.statusCode !== 201))
      expect(parseError(refused, 409).details).toEqual({ reason: 'slug_taken' });
  });

  it('refuses missing and bad fields one by one, and an unknown category', async () => {
    const issues = fieldIssues(await post('/api/admin/products', { ...newProduct, name_en: '  ', price: -1, availability: undefined }));
    expect(issues.map((issue) => issue.path).sort()).toEqual(['availability', 'name_en', 'price']);
    expect(fieldIssues(await post('/api/admin/products', { ...newProduct, category_id: 99_999 })).map((issue) => issue.path)).toEqual([
      'category_id',
    ]);
  });
});

describe('POST /api/admin/events', () => {
  const newEvent = {
    title_fr: 'Dégustation de bissap',
    title_en: 'Bissap tasting',
    description_fr: 'Trois recettes.',
    description_en: 'Three recipes.',
    address: 'Boutique des Almadies',
    starts_at: new Date(Date.now() + 10 * 86_400_000).toISOString(),
    capacity: 12,
  };

  it('creates the event, audited, and the public list of upcoming events shows it at once', async () => {
    const upcoming = async () =>
      z.parse(eventListResponseSchema, (await setup.app().app.inject({ url: '/api/events?locale=fr' })).json()).data;
    expect((await upcoming()).some((event) => event.title === newEvent.title_fr)).toBe(false); // now cached
    const event = parseCreated(await post('/api/admin/events', newEvent), adminEventResponseSchema).data;
    expect(event).toMatchObject({ ...newEvent, slug: 'degustation-de-bissap', seats_booked: 0, version: 1 });
    expect((await upcoming()).some((shown) => shown.id === event.id)).toBe(true);
    const [created] = await historyOf('event', event.id);
    expect(created).toMatchObject({
      action: 'create',
      actor_uid: setup.staff().uid,
      before: null,
      after: { title_fr: newEvent.title_fr, capacity: 12 },
    });
  });

  it('no limit is a null capacity; a missing date or a negative capacity is refused', async () => {
    const open = parseCreated(await post('/api/admin/events', { ...newEvent, capacity: null }), adminEventResponseSchema).data;
    expect(open.capacity).toBeNull();
    const issues = fieldIssues(await post('/api/admin/events', { ...newEvent, starts_at: undefined, capacity: -3 }));
    expect(issues.map((issue) => issue.path).sort()).toEqual(['capacity', 'starts_at']);
    parseError(await setup.app().app.inject({ method: 'POST', url: '/api/admin/events', payload: newEvent }), 401);
  });
});
