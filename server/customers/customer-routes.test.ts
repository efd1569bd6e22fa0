import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerResponseSchema, customersResponseSchema, type CustomerPayload } from '../../src/domain/customer';
import { createTestApp, type TestApp } from '../test-support/app';
import {
  bearer,
  deleteUser,
  requireAuthEmulator,
  signInWithPhone,
  signUpWithoutPhone,
  type EmulatorUser,
} from '../test-support/auth-emulator';
import { fieldIssues, parseError, parseOk } from '../test-support/responses';

// Real ID tokens from the Auth emulator: without it this file fails (never skips).
requireAuthEmulator();

let t: TestApp;
let awa: EmulatorUser;
let moussa: EmulatorUser;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  [awa, moussa] = await Promise.all([signInWithPhone(t.config.firebase.projectId), signInWithPhone(t.config.firebase.projectId)]);
});
afterAll(() => t?.close());

const profileOf = (user: EmulatorUser, name = 'Awa'): CustomerPayload => ({
  fname: name,
  lname: 'Diop',
  email: `${name.toLowerCase()}@example.sn`,
  address: 'Rue 10, Médina, Dakar',
  auth_id: user.uid,
  phone: user.phoneNumber ?? '',
});

const getCustomers = (headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: '/api/customers?locale=fr', headers });
const postCustomer = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/customers?locale=fr', headers, payload: body as Record<string, unknown> });

describe('who may call /api/customers', () => {
  it('answers 401 in the shared error shape without a token', async () => {
    const error = parseError(await getCustomers(), 401);
    expect(error).toMatchObject({ status: 401, name: 'Unauthorized' });
    parseError(await postCustomer(profileOf(awa)), 401);
  });

  it('answers 401 to a malformed token or header', async () => {
    parseError(await getCustomers({ authorization: 'Bearer not-a-token' }), 401);
    parseError(await getCustomers({ authorization: `Basic ${awa.idToken}` }), 401);
    parseError(await getCustomers({ authorization: `Bearer ${awa.idToken.slice(0, -4)}abcd` }), 401);
  });

  it('answers 401 to the still-unexpired token of a user who was deleted', async () => {
    const ghost = await signInWithPhone(t.config.firebase.projectId);
    expect(parseOk(await getCustomers(bearer(ghost)), customersResponseSchema).data).toEqual([]);
    await deleteUser(ghost);
    parseError(await getCustomers(bearer(ghost)), 401);
    parseError(await postCustomer(profileOf(ghost), bearer(ghost)), 401);
  });
});

describe('GET and POST /api/customers', () => {
  it('gives a new account an empty list, then its record once registered (201)', async () => {
    expect(parseOk(await getCustomers(bearer(awa)), customersResponseSchema)).toEqual({ data: [] });

    const created = await postCustomer(profileOf(awa), bearer(awa));
    expect(created.statusCode, created.body).toBe(201);
    const { data: record } = customerResponseSchema.parse(created.json());
    expect(record).toEqual({ id: expect.any(Number), ...profileOf(awa) });

    expect(parseOk(await getCustomers(bearer(awa)), customersResponseSchema)).toEqual({ data: [record] });
  });

  it("never returns another customer's record", async () => {
    await postCustomer(profileOf(awa), bearer(awa));
    expect(parseOk(await getCustomers(bearer(moussa)), customersResponseSchema)).toEqual({ data: [] });

    expect((await postCustomer(profileOf(moussa, 'Moussa'), bearer(moussa))).statusCode).toBe(201);
    const seenByMoussa = parseOk(await getCustomers(bearer(moussa)), customersResponseSchema).data;
    const seenByAwa = parseOk(await getCustomers(bearer(awa)), customersResponseSchema).data;
    expect(seenByMoussa.map((customer) => customer.auth_id)).toEqual([moussa.uid]);
    expect(seenByAwa.map((customer) => customer.auth_id)).toEqual([awa.uid]);
  });

  it('refuses (403) a record for another uid, without writing it', async () => {
    const error = parseError(await postCustomer(profileOf(moussa), bearer(awa)), 403);
    expect(error).toMatchObject({ name: 'Forbidden', details: { reason: 'auth_id_mismatch' } });
    const moussaRecord = parseOk(await getCustomers(bearer(moussa)), customersResponseSchema).data[0];
    expect(moussaRecord?.phone).toBe(moussa.phoneNumber);
  });

  it('refuses (403) a phone number other than the one verified for the token', async () => {
    const error = parseError(await postCustomer({ ...profileOf(awa), phone: '+221701234567' }, bearer(awa)), 403);
    expect(error.details).toEqual({ reason: 'phone_mismatch' });
  });

  it('refuses (403) an account that has no verified phone number', async () => {
    const anonymous = await signUpWithoutPhone();
    const error = parseError(await postCustomer({ ...profileOf(anonymous), phone: '+221771234567' }, bearer(anonymous)), 403);
    expect(error.details).toEqual({ reason: 'phone_mismatch' });
  });

  it('checks the body field by field (400)', async () => {
    const issues = await fieldIssues(await postCustomer({ ...profileOf(awa), fname: ' ', email: 'awa@', address: undefined }, bearer(awa)));
    expect(issues.map((issue) => `${issue.in}:${issue.path}`).sort()).toEqual(['body:address', 'body:email', 'body:fname']);
  });

  it('keeps one customer per uid: a second POST updates the same record (200)', async () => {
    const first = customerResponseSchema.parse((await postCustomer(profileOf(awa), bearer(awa))).json()).data;
    const again = await postCustomer({ ...profileOf(awa), address: 'Sicap Liberté 6, Dakar' }, bearer(awa));
    expect(again.statusCode, again.body).toBe(200);
    expect(customerResponseSchema.parse(again.json()).data).toEqual({ ...first, address: 'Sicap Liberté 6, Dakar' });
    expect(parseOk(await getCustomers(bearer(awa)), customersResponseSchema).data).toEqual([
      { ...first, address: 'Sicap Liberté 6, Dakar' },
    ]);
  });

  it('keeps one customer per uid when two first POSTs race', async () => {
    const newcomer = await signInWithPhone(t.config.firebase.projectId);
    const statuses = await Promise.all([
      postCustomer(profileOf(newcomer, 'Fatou'), bearer(newcomer)),
      postCustomer(profileOf(newcomer, 'Fatou'), bearer(newcomer)),
    ]).then((responses) => responses.map((response) => response.statusCode).sort());
    expect(statuses).toEqual([200, 201]);
    expect(parseOk(await getCustomers(bearer(newcomer)), customersResponseSchema).data).toHaveLength(1);
  });
});
