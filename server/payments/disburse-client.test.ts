import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { simulatorPaydunyaKeys } from '../config';
import { acceptNestedFormBodies } from './form-body';
import { injectingFetch } from './inject-fetch';
import { createPaydunyaClient, ipnHash, paydunyaBaseUrl, type DisburseInput, type PaydunyaClient } from './paydunya-client';
import { registerDisbursementSimulator, type DisbursementSimulator } from './simulator/disbursements';

const origin = 'http://shop.test';
const payout: DisburseInput = {
  accountAlias: '771234567',
  amount: 14_400,
  withdrawMode: 'wave-senegal',
  callbackUrl: `${origin}/callback`,
  disburseId: 'baobab-refund-1-1',
};

let app: FastifyInstance;
let simulator: DisbursementSimulator;
let client: PaydunyaClient;
let callbacks: unknown[];

beforeEach(async () => {
  app = Fastify();
  callbacks = [];
  await app.register(async (scope) => {
    acceptNestedFormBodies(scope);
    scope.post('/callback', async (request) => {
      callbacks.push(request.body);
      return { received: true };
    });
  });
  const fetchInApp = injectingFetch(app, origin);
  simulator = await registerDisbursementSimulator(app, { keys: simulatorPaydunyaKeys, fetch: fetchInApp });
  await app.ready();
  client = createPaydunyaClient({ baseUrl: paydunyaBaseUrl('simulator', origin), keys: simulatorPaydunyaKeys, fetch: fetchInApp });
});
afterEach(() => app.close());

describe('PayDunya disbursements against the simulator', () => {
  it('pays a wallet in two steps (get-invoice, submit-invoice) and tells where the payout stands', async () => {
    const paid = await client.disburse(payout);
    expect(paid).toEqual({
      ok: true,
      value: { token: expect.stringMatching(/^test_disburse_/), status: 'success', message: 'Transaction successful' },
    });
    const token = paid.ok ? paid.value.token : '';
    expect(simulator.disbursements.get(token)).toMatchObject({
      status: 'success',
      disburseId: 'baobab-refund-1-1',
      request: { account_alias: '771234567', amount: 14_400, withdraw_mode: 'wave-senegal', callback_url: `${origin}/callback` },
    });
    expect(await client.disbursementStatus(token)).toEqual({
      ok: true,
      value: { token, status: 'success', message: 'Transaction successful' },
    });
  });

  it('answers a payout the simulator was told to fail with its reason', async () => {
    simulator.failNext('771234567', 'Wallet closed by its owner');
    expect(await client.disburse(payout)).toMatchObject({ ok: true, value: { status: 'failed', message: 'Wallet closed by its owner' } });
    // One payout only: the next one to that wallet goes through.
    expect(await client.disburse(payout)).toMatchObject({ ok: true, value: { status: 'success' } });
  });

  it('posts the callback, with the IPN’s hash, once a held payout is settled', async () => {
    simulator.holdNext('771234567');
    const held = await client.disburse(payout);
    expect(held).toMatchObject({ ok: true, value: { status: 'pending' } });
    const token = held.ok ? held.value.token : '';
    const settled = await app.inject({ method: 'POST', url: `/paydunya-sim/disburse/${token}/settle`, payload: { status: 'success' } });
    expect(settled.statusCode).toBe(200);
    expect(callbacks).toEqual([{ data: { hash: ipnHash(simulatorPaydunyaKeys.masterKey), disburse_token: token, status: 'success' } }]);
    expect(
      (await app.inject({ method: 'POST', url: `/paydunya-sim/disburse/${token}/settle`, payload: { status: 'failed' } })).statusCode,
    ).toBe(409);
  });

  it('fails before anything is sent: wrong keys, an unknown withdraw mode, PayDunya unreachable', async () => {
    const wrong = createPaydunyaClient({
      baseUrl: paydunyaBaseUrl('simulator', origin),
      keys: { ...simulatorPaydunyaKeys, token: 'wrong' },
      fetch: injectingFetch(app, origin),
    });
    expect(await wrong.disburse(payout)).toEqual({ ok: false, stage: 'get-invoice', message: expect.stringContaining('Invalid API keys') });
    expect(await client.disburse({ ...payout, withdrawMode: 'free-money-senegal' })).toEqual({
      ok: false,
      stage: 'get-invoice',
      message: expect.stringContaining('withdraw_mode'),
    });
    const offline = createPaydunyaClient({
      baseUrl: paydunyaBaseUrl('simulator', origin),
      keys: simulatorPaydunyaKeys,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await offline.disburse(payout)).toEqual({ ok: false, stage: 'get-invoice', message: expect.stringContaining('unreachable') });
    expect(simulator.disbursements.size).toBe(0);
  });

  it('says when PayDunya has no such submitted payout (null), and when it could not be asked (failure)', async () => {
    expect(await client.disbursementStatus('test_disburse_unknown')).toEqual({ ok: true, value: null });
    const offline = createPaydunyaClient({
      baseUrl: paydunyaBaseUrl('simulator', origin),
      keys: simulatorPaydunyaKeys,
      fetch: () => Promise.reject(new TypeError('fetch failed')),
    });
    expect(await offline.disbursementStatus('test_disburse_unknown')).toMatchObject({ ok: false });
  });
});
