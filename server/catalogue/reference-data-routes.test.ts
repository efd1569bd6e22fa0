import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryListResponseSchema, deliveryMethodListResponseSchema, exchangeRateListResponseSchema } from '../../src/domain/catalog';
import { createTestApp, type TestApp } from '../test-support/app';
import { fieldIssues, parseOk } from '../test-support/responses';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('GET /api/countries', () => {
  it('lists countries with locale and currency, Senegal first', async () => {
    const body = parseOk(await get('/api/countries'), countryListResponseSchema);
    expect(body.data[0]?.attributes).toEqual({ name: 'Sénégal', locale: 'fr-SN', currency: 'XOF' });
    const attributes = body.data.map((c) => c.attributes);
    expect(attributes).toContainEqual({ name: 'France', locale: 'fr-FR', currency: 'EUR' });
    expect(attributes.some((c) => c.locale.startsWith('en-'))).toBe(true);
    expect(body.meta.pagination.total).toBe(body.data.length);
  });

  it('localizes names: English for en, French for ar', async () => {
    expect(parseOk(await get('/api/countries?locale=en'), countryListResponseSchema).data[0]?.attributes.name).toBe('Senegal');
    expect(parseOk(await get('/api/countries?locale=ar'), countryListResponseSchema).data[0]?.attributes.name).toBe('Sénégal');
  });

  it('refuses a bad locale and a bad page size', async () => {
    expect(
      fieldIssues(await get('/api/countries?locale=it&pagination[pageSize]=1000'))
        .map((i) => i.path)
        .sort(),
    ).toEqual(['locale', 'pagination.pageSize']);
  });
});

describe('GET /api/exchange-rates', () => {
  it('gives XOF per unit for every currency the countries use, pegs not indicative', async () => {
    const rates = parseOk(await get('/api/exchange-rates'), exchangeRateListResponseSchema).data;
    expect(rates.slice(0, 2)).toEqual([
      { currency: 'XOF', xof_per_unit: 1, indicative: false },
      { currency: 'EUR', xof_per_unit: 655.957, indicative: false },
    ]);
    expect(rates.slice(2).every((rate) => rate.indicative)).toBe(true);
    const countries = parseOk(await get('/api/countries'), countryListResponseSchema).data;
    const currencies = new Set(rates.map((rate) => rate.currency));
    for (const country of countries) expect(currencies).toContain(country.attributes.currency);
  });

  it('refuses a bad locale', async () => {
    expect(fieldIssues(await get('/api/exchange-rates?locale=xx'))).toEqual([expect.objectContaining({ path: 'locale' })]);
  });
});

describe('GET /api/delivery-methods', () => {
  it('lists livreur and collect with their fees, named in the request language', async () => {
    const french = parseOk(await get('/api/delivery-methods'), deliveryMethodListResponseSchema).data;
    expect(french).toEqual([
      { code: 'livreur', name: 'Livraison par coursier', fee: 2000 },
      { code: 'collect', name: 'Retrait en boutique', fee: 10000 },
    ]);
    const english = parseOk(await get('/api/delivery-methods?locale=en'), deliveryMethodListResponseSchema).data;
    expect(english.map((m) => m.name)).toEqual(['Courier delivery', 'Collect in store']);
    expect(parseOk(await get('/api/delivery-methods?locale=ar'), deliveryMethodListResponseSchema).data).toEqual(french);
  });

  it('refuses a bad locale', async () => {
    expect(fieldIssues(await get('/api/delivery-methods?locale[x]=fr'))).toEqual([expect.objectContaining({ path: 'locale' })]);
  });
});
