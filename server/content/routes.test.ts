import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  eventListResponseSchema,
  eventResponseSchema,
  serviceListResponseSchema,
  serviceResponseSchema,
  shopListResponseSchema,
  testimonialListResponseSchema,
} from '../../src/domain/catalog';
import { createTestApp, type TestApp } from '../test-support/app';
import { fieldIssues, parseError, parseOk } from '../test-support/responses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/events', () => {
  it('lists at least 3 upcoming events, soonest first, flat in data', async () => {
    const body = parseOk(await get('/api/events'), eventListResponseSchema);
    expect(body.data.length).toBeGreaterThanOrEqual(3);
    const dates = body.data.map((event) => Date.parse(event.date));
    expect(dates).toEqual([...dates].sort((a, b) => a - b));
    expect(dates.every((date) => date > Date.now())).toBe(true);
    expect(body.data[0]).toEqual({
      id: expect.any(Number),
      title: expect.any(String),
      address: expect.any(String),
      date: expect.any(String),
      description: expect.any(String),
      // The first seeded event states 15 places; nobody has booked yet.
      capacity: 15,
      seats_left: 15,
    });
    expect(body.meta.pagination.total).toBe(body.data.length);
  });

  it('localizes title and description', async () => {
    const french = parseOk(await get('/api/events/1'), eventResponseSchema).data;
    const english = parseOk(await get('/api/events/1?locale=en'), eventResponseSchema).data;
    const arabic = parseOk(await get('/api/events/1?locale=ar'), eventResponseSchema).data;
    expect(french.title).toBe('Atelier : les plantes médicinales du Sénégal');
    expect(english.title).toBe('Workshop: medicinal plants of Senegal');
    expect(arabic).toEqual(french);
    expect(english.date).toBe(french.date);
  });

  it('answers 404 for an unknown event and 400 for a bad id', async () => {
    expect(parseError(await get('/api/events/999'), 404).name).toBe('NotFound');
    expect(fieldIssues(await get('/api/events/first'))).toEqual([expect.objectContaining({ in: 'params', path: 'id' })]);
    expect(fieldIssues(await get('/api/events?locale=pt'))).toEqual([expect.objectContaining({ path: 'locale' })]);
  });
});

describe('GET /api/services', () => {
  it('lists consultation, cupping and massage with image links on the API host', async () => {
    const services = parseOk(await get('/api/services?locale=en'), serviceListResponseSchema).data;
    expect(services.map((s) => s.name)).toEqual(['Herbal consultation', 'Cupping (hijama)', 'Plant-oil massage']);
    // Issue 21: each with its price in XOF, for the service page.
    expect(services.map((s) => s.price)).toEqual([15_000, 10_000, 20_000]);
    for (const service of services) {
      expect(service.image_link).toMatch(/^\/uploads\/services\/.+\.webp$/);
      expect((await get(service.image_link)).statusCode).toBe(200);
    }
  });

  it('returns one service, in French for ar', async () => {
    const service = parseOk(await get('/api/services/2?locale=ar'), serviceResponseSchema).data;
    expect(service).toMatchObject({ id: 2, name: 'Ventouses (hijama)', price: 10_000 });
    expect(service.description).toContain('ventouses');
  });

  it('answers 404 and 400 in the error shape', async () => {
    expect(parseError(await get('/api/services/42'), 404).details).toEqual({ resource: 'service', id: 42 });
    expect(fieldIssues(await get('/api/services/2.0'))).toEqual([expect.objectContaining({ path: 'id' })]);
    expect(fieldIssues(await get('/api/services?locale=1'))).toEqual([expect.objectContaining({ path: 'locale' })]);
  });
});

describe('GET /api/shops', () => {
  it('gives whole-hour opening hours, weekend null when closed', async () => {
    const shops = parseOk(await get('/api/shops'), shopListResponseSchema).data;
    const dakar = shops.filter((shop) => shop.name.includes('Dakar'));
    expect(dakar).toHaveLength(2);
    for (const shop of dakar) {
      expect(shop.opening_hours).toEqual({ week: { start: 9, end: 20 }, weekend: { start: 11, end: 15 } });
    }
    expect(shops.filter((shop) => shop.opening_hours.weekend === null)).toHaveLength(1);
  });

  it('refuses a bad locale', async () => {
    expect(fieldIssues(await get('/api/shops?locale=')).map((i) => i.path)).toEqual(['locale']);
  });
});

describe('GET /api/testimonials', () => {
  it('lists at least 4 testimonials in the request language', async () => {
    const french = parseOk(await get('/api/testimonials'), testimonialListResponseSchema).data;
    const english = parseOk(await get('/api/testimonials?locale=en'), testimonialListResponseSchema).data;
    expect(french.length).toBeGreaterThanOrEqual(4);
    expect(english.map((m) => m.id)).toEqual(french.map((m) => m.id));
    expect(english[0]?.message).not.toBe(french[0]?.message);
    expect(english[0]?.author).toBe(french[0]?.author);
    expect(parseOk(await get('/api/testimonials?locale=ar'), testimonialListResponseSchema).data).toEqual(french);
  });
});
