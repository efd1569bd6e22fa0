import { describe, expect, it } from 'vitest';
import { adminEventListResponseSchema, adminExchangeRateListResponseSchema } from '../../src/domain/admin';
import { exchangeRateListResponseSchema } from '../../src/domain/catalog';
import { bearer } from '../test-support/auth-emulator';
import { fieldIssues, parseError, parseOk } from '../test-support/responses';
import { staffTestApp } from './test-support';

// Values the schemas let through before but PostgreSQL (or the shop) could not take: each was a 500 or a broken shop.
const setup = staffTestApp();

const get = (url: string) => setup.app().app.inject({ url, headers: bearer(setup.staff()) });
const patch = (url: string, payload: object) => setup.app().app.inject({ method: 'PATCH', url, headers: bearer(setup.staff()), payload });

describe('admin input the database cannot take is a field’s 400, not a 500', () => {
  it.each([
    ['/api/admin/orders?from=0000-01-01', 'from'],
    ['/api/admin/orders?to=9999-12-31', 'to'],
    ['/api/admin/orders?from=2026-02-31', 'from'],
    ['/api/admin/bookings?from=2026-02-31', 'from'],
    ['/api/admin/bookings?to=0000-01-01', 'to'],
  ])('%s', async (url, field) => {
    expect(fieldIssues(await get(url)).map((issue) => issue.path)).toEqual([field]);
  });

  it('a real day at the end of a month still filters (29 February of a leap year)', async () => {
    expect((await get('/api/admin/orders?from=2028-02-29&to=2028-02-29')).statusCode).toBe(200);
    expect((await get('/api/admin/bookings?from=2028-02-29&to=2028-03-31')).statusCode).toBe(200);
  });

  it('a history asked with a NUL or a space in the id', async () => {
    expect(fieldIssues(await get('/api/admin/history/order/%00')).map((issue) => issue.path)).toEqual(['id']);
    expect(fieldIssues(await get('/api/admin/history/product/1%201')).map((issue) => issue.path)).toEqual(['id']);
  });

  it('an event moved to year 0 or past year 9999', async () => {
    const [event] = parseOk(await get('/api/admin/events'), adminEventListResponseSchema).data;
    if (!event) throw new Error('no event');
    for (const startsAt of ['0000-01-01T10:00:00Z', '9999-12-31T23:00:00-12:00']) {
      expect(
        fieldIssues(await patch(`/api/admin/events/${event.id}`, { version: event.version, starts_at: startsAt })).map(
          (issue) => issue.path,
        ),
      ).toEqual(['starts_at']);
    }
  });

  it('a EUR rate that the column would round to 0 (the shop’s public rates then failed for every shopper)', async () => {
    const eur = parseOk(await get('/api/admin/exchange-rates'), adminExchangeRateListResponseSchema).data.find(
      (rate) => rate.currency === 'EUR',
    );
    if (!eur) throw new Error('no EUR rate');
    expect(
      fieldIssues(await patch('/api/admin/exchange-rates/EUR', { version: eur.version, xof_per_unit: 0.0000004 })).map(
        (issue) => issue.path,
      ),
    ).toEqual(['xof_per_unit']);
    const rates = parseOk(await setup.app().app.inject({ url: '/api/exchange-rates?locale=fr' }), exchangeRateListResponseSchema).data;
    expect(rates.find((rate) => rate.currency === 'EUR')?.xof_per_unit).toBe(eur.xof_per_unit);
    parseError(await patch('/api/admin/exchange-rates/EUR', { version: eur.version, xof_per_unit: 0 }), 400);
  });
});
