import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryDetailsResponseSchema, type ClientInfo } from '../../src/domain/client-info';
import { clientInfo } from '../../src/domain/testing/fixtures';
import { bearer, requireAuthEmulator, signInWithPhone, type EmulatorUser } from '../test-support/auth-emulator';
import { createTestApp, type TestApp } from '../test-support/app';
import { parseError, parseOk } from '../test-support/responses';
import { catalogueFacts, placeOrderAs, registerCustomer } from '../payments/test-support';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let t: TestApp;
let awa: EmulatorUser;
let moussa: EmulatorUser;
let awaId: number;
let moussaId: number;
let facts: Awaited<ReturnType<typeof catalogueFacts>>;

beforeAll(async () => {
  t = await createTestApp({ env: { WRITE_RATE_LIMIT: '100000' } });
  [awa, moussa] = await Promise.all([signInWithPhone(t.config.firebase.projectId), signInWithPhone(t.config.firebase.projectId)]);
  awaId = (await registerCustomer(t, awa)).id;
  moussaId = (await registerCustomer(t, moussa, { fname: 'Moussa', lname: 'Ndiaye' })).id;
  facts = await catalogueFacts(t);
});
afterAll(() => t?.close());

/** A real order through POST /api/orders, delivered to `place` (with the deposit and rest an older client sends). */
const order = (user: EmulatorUser, customerId: number, place: Partial<ClientInfo>) =>
  placeOrderAs({ t, shopper: user, customerId, facts }, { clientInfo: { ...clientInfo, ...place }, extra: { deposit: 1, rest: 1 } });

const details = (user: EmulatorUser | null) =>
  t.app.inject({ method: 'GET', url: '/api/delivery-details?locale=fr', headers: user ? bearer(user) : {} });

describe('GET /api/delivery-details', () => {
  it('answers 401 signed out', async () => {
    parseError(await details(null), 401);
  });

  it('gives a customer without orders an empty list', async () => {
    expect(parseOk(await details(awa), deliveryDetailsResponseSchema).data).toEqual([]);
  });

  it("lists the caller's own distinct delivery places, newest first, never another customer's", async () => {
    await order(awa, awaId, { city: 'Dakar', address: '12 rue Carnot', zip: '10200', time: '10:00' });
    await order(moussa, moussaId, { city: 'Thiès', address: 'Quartier Escale', zip: '21000', time: '09:00' });
    await order(awa, awaId, { city: 'Saint-Louis', address: 'Avenue Blaise Diagne', zip: '32000', time: '16:30' });
    // The first place again, typed differently: one entry, at its newest position and time.
    await order(awa, awaId, { city: 'dakar ', address: '12  Rue Carnot', zip: '10200', time: '11:15' });

    const awaPlaces = parseOk(await details(awa), deliveryDetailsResponseSchema).data;
    expect(awaPlaces).toEqual([
      { city: 'dakar', address: '12  Rue Carnot', zip: '10200', time: '11:15' },
      { city: 'Saint-Louis', address: 'Avenue Blaise Diagne', zip: '32000', time: '16:30' },
    ]);
    const moussaPlaces = parseOk(await details(moussa), deliveryDetailsResponseSchema).data;
    expect(moussaPlaces).toEqual([{ city: 'Thiès', address: 'Quartier Escale', zip: '21000', time: '09:00' }]);
  });

  it('offers at most five places', async () => {
    for (const n of [1, 2, 3, 4, 5, 6]) await order(moussa, moussaId, { address: `Villa ${n}` });
    const places = parseOk(await details(moussa), deliveryDetailsResponseSchema).data;
    expect(places.map((place) => place.address)).toEqual(['Villa 6', 'Villa 5', 'Villa 4', 'Villa 3', 'Villa 2']);
  });
});
