/**
 * Refunds through the PayDunya simulator's disbursement endpoints, on the real app listening on a port:
 * a real order paid with a wallet on the hosted page, then money given back to that wallet.
 */
import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditListResponseSchema } from '../../src/domain/admin-audit';
import { adminRefundListResponseSchema, adminRefundResponseSchema } from '../../src/domain/refunds';
import { signInWithRole } from '../admin/test-support';
import { bearer, requireAuthEmulator, type EmulatorUser } from '../test-support/auth-emulator';
import { parseError, parseOk } from '../test-support/responses';
import { createPaydunyaClient, ipnHash, paydunyaBaseUrl } from './paydunya-client';
import { disbursementSimulatorOf, refundDepsFor } from './refund-setup';
import { disburseCallbackPath, refundAfterOrderAction, requestRefund } from './refunds';
import type { DisbursementSimulator } from './simulator/disbursements';
import { paymentsOf, shopperCheckout, type CheckoutTestApp, type ShopperCheckout } from './test-support';

requireAuthEmulator();

let shop: ShopperCheckout;
let t: CheckoutTestApp;
let awa: EmulatorUser;
let staff: EmulatorUser;
let simulator: DisbursementSimulator;

beforeAll(async () => {
  shop = await shopperCheckout();
  ({ t, shopper: awa } = shop);
  staff = await signInWithRole(t, 'staff');
  const found = disbursementSimulatorOf(t.config);
  if (!found) throw new Error('the test app runs without the disbursement simulator');
  simulator = found;
});
afterAll(() => t?.close());

const deps = () => refundDepsFor(t.config, t.database.db, t.app.log);
/** A wallet number no other test uses, so the simulator's scripts for it concern one test only. */
const freshWallet = () => `77${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;

async function start(orderId: number, body: { method: string; phone?: string }) {
  const started = await shop.startPayment(orderId, body);
  expect(started.statusCode, started.body).toBe(200);
  return (await paymentsOf(t, orderId)).at(-1)?.providerToken ?? '';
}

const approve = (token: string) => shop.clickOnHostedPage(token, 'approve');
const pay = async (orderId: number, body: { method: string; phone?: string }) => approve(await start(orderId, body));

/** An order paid once with Wave from `wallet`; answers the order and what it cost. */
async function paidWithWave(wallet: string) {
  const order = await shop.placeOrder();
  await pay(order.id, { method: 'wave', phone: wallet });
  return { id: order.id, paid: (await paymentsOf(t, order.id))[0]?.amount ?? 0 };
}

const listRefunds = async (orderId: number, user = staff) =>
  parseOk(await t.app.inject({ url: `/api/admin/orders/${orderId}/refunds`, headers: bearer(user) }), adminRefundListResponseSchema).data;
const retry = (orderId: number, refundId: number, user: EmulatorUser | null = staff) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${orderId}/refunds/${refundId}/retry`,
    headers: user ? bearer(user) : {},
    payload: {},
  });
const callback = (data: Record<string, string>) =>
  fetch(`${t.origin}${disburseCallbackPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(Object.entries(data).map(([key, value]) => [`data[${key}]`, value])),
  });

describe('a refund sent through PayDunya', () => {
  it('goes back to the wallet that paid, and is recorded sent', async () => {
    const wallet = freshWallet();
    const order = await paidWithWave(wallet);
    const [refund] = await requestRefund(deps(), order.id, order.paid, 'refund');
    expect(refund).toMatchObject({
      status: 'sent',
      attempts: 1,
      amount: order.paid,
      withdrawMode: 'wave-senegal',
      accountAlias: wallet,
      failureReason: null,
    });
    const payout = simulator.disbursements.get(refund?.disburseToken ?? '');
    expect(payout).toMatchObject({
      status: 'success',
      request: { account_alias: wallet, amount: order.paid, withdraw_mode: 'wave-senegal' },
    });
    expect(payout?.request.callback_url).toBe(`${t.origin}${disburseCallbackPath}`);
    expect(await listRefunds(order.id)).toEqual([
      expect.objectContaining({ status: 'sent', reason: 'refund', account_alias: wallet, attempts: 1, sent_at: expect.any(String) }),
    ]);
  });

  it('is sent when the staff press Refund on the order, and the order is refunded whatever the payout does', async () => {
    const wallet = freshWallet();
    const order = await paidWithWave(wallet);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/actions`,
      headers: bearer(staff),
      payload: { action: 'refund' },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(refunded.json()).toMatchObject({ data: { state: 'refunded' } });
    expect(await listRefunds(order.id)).toEqual([
      expect.objectContaining({ status: 'sent', reason: 'refund', amount: order.paid, account_alias: wallet }),
    ]);
  });

  it('is refused beyond what the order has left to give back', async () => {
    const order = await paidWithWave(freshWallet());
    await requestRefund(deps(), order.id, 100, 'refund');
    await expect(requestRefund(deps(), order.id, order.paid, 'refund')).rejects.toMatchObject({
      status: 409,
      details: { reason: 'refund_exceeds_payments' },
    });
    expect((await listRefunds(order.id)).map((refund) => refund.amount)).toEqual([100]);
  });
});

describe('a refund that fails', () => {
  it('is recorded failed with PayDunya’s reason; the staff’s retry sends it, audited on the order', async () => {
    const wallet = freshWallet();
    const order = await paidWithWave(wallet);
    simulator.failNext(wallet, 'Wallet closed by its owner');
    const [refund] = await requestRefund(deps(), order.id, order.paid, 'refund');
    expect(refund).toMatchObject({ status: 'failed', failureReason: 'Wallet closed by its owner', attempts: 1 });

    const retried = parseOk(await retry(order.id, refund?.id ?? 0), adminRefundResponseSchema).data;
    expect(retried).toMatchObject({ status: 'sent', attempts: 2, failure_reason: null });
    // The failed payout is asked about first; a new one is sent only because it failed.
    expect(payoutsTo(wallet)).toEqual(['failed', 'success']);

    const history = parseOk(
      await t.app.inject({ url: `/api/admin/history/order/${order.id}`, headers: bearer(staff) }),
      auditListResponseSchema,
    ).data;
    expect(history[0]).toMatchObject({
      action: 'order.refund_retry',
      actor_uid: staff.uid,
      after: { refund_id: refund?.id, status: 'sent', attempts: 2 },
    });

    expect(parseError(await retry(order.id, refund?.id ?? 0), 409).details).toMatchObject({ reason: 'refund_not_failed', status: 'sent' });
  });

  it('is paid once when two staff members retry it at the same moment', async () => {
    const wallet = freshWallet();
    const order = await paidWithWave(wallet);
    simulator.failNext(wallet);
    const [refund] = await requestRefund(deps(), order.id, order.paid, 'refund');
    const answers = await Promise.all([retry(order.id, refund?.id ?? 0), retry(order.id, refund?.id ?? 0)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(payoutsTo(wallet)).toEqual(['failed', 'success']);
  });

  it('is retried by the staff only', async () => {
    const wallet = freshWallet();
    const order = await paidWithWave(wallet);
    simulator.failNext(wallet);
    const [refund] = await requestRefund(deps(), order.id, order.paid, 'refund');
    parseError(await retry(order.id, refund?.id ?? 0, null), 401);
    parseError(await retry(order.id, refund?.id ?? 0, awa), 403);
    parseError(await t.app.inject({ url: `/api/admin/orders/${order.id}/refunds`, headers: bearer(awa) }), 403);
    parseError(await retry(order.id + 1_000_000, refund?.id ?? 0), 404);
    expect((await listRefunds(order.id))[0]).toMatchObject({ status: 'failed', attempts: 1 });
  });
});

/** A client whose submit-invoice answer is lost: after PayDunya got it (`reached`), or before. */
const clientLosingSubmit = (reached: boolean) =>
  createPaydunyaClient({
    baseUrl: paydunyaBaseUrl('simulator', t.origin),
    keys: t.config.paydunya,
    fetch: async (input, init) => {
      const submit = String(input instanceof Request ? input.url : input).endsWith('/submit-invoice');
      if (submit && !reached) throw new Error('connect ETIMEDOUT');
      const response = await fetch(input, init);
      if (submit) throw new Error('socket hang up');
      return response;
    },
  });
const payoutsTo = (wallet: string) =>
  [...simulator.disbursements.values()].filter((payout) => payout.request.account_alias === wallet).map((payout) => payout.status);

describe('a payout whose answer was lost', () => {
  it('is asked about before anything is sent again: money that left is recorded sent, never sent twice', async () => {
    const wallet = freshWallet();
    const order = await paidWithWave(wallet);
    const [refund] = await requestRefund({ ...deps(), client: clientLosingSubmit(true) }, order.id, order.paid, 'refund');
    expect(refund).toMatchObject({
      status: 'failed',
      failureReason: expect.stringContaining('did not confirm the payout'),
      disburseToken: expect.any(String),
    });
    expect(parseOk(await retry(order.id, refund?.id ?? 0), adminRefundResponseSchema).data).toMatchObject({ status: 'sent', attempts: 2 });
    expect(payoutsTo(wallet)).toEqual(['success']);
  });

  it('is recorded sent when PayDunya’s callback says the money left after all', async () => {
    const wallet = freshWallet();
    const order = await paidWithWave(wallet);
    simulator.holdNext(wallet);
    const [refund] = await requestRefund({ ...deps(), client: clientLosingSubmit(true) }, order.id, order.paid, 'refund');
    expect(refund?.status).toBe('failed');
    const settled = await fetch(`${t.origin}/paydunya-sim/disburse/${refund?.disburseToken ?? ''}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'success' }),
    });
    expect(settled.status).toBe(200);
    expect((await listRefunds(order.id))[0]).toMatchObject({ status: 'sent', failure_reason: null, attempts: 1 });
  });

  it('one PayDunya never received is sent on the retry', async () => {
    const wallet = freshWallet();
    const order = await paidWithWave(wallet);
    const [refund] = await requestRefund({ ...deps(), client: clientLosingSubmit(false) }, order.id, order.paid, 'refund');
    expect(refund?.status).toBe('failed');
    expect(parseOk(await retry(order.id, refund?.id ?? 0), adminRefundResponseSchema).data).toMatchObject({ status: 'sent', attempts: 2 });
    expect(payoutsTo(wallet)).toEqual(['created', 'success']);
  });
});

describe('the callback once a payout is final', () => {
  it('records the outcome PayDunya gives when asked, not the one posted', async () => {
    const wallet = freshWallet();
    const order = await paidWithWave(wallet);
    simulator.holdNext(wallet);
    const [refund] = await requestRefund(deps(), order.id, order.paid, 'refund');
    expect(refund).toMatchObject({ status: 'pending', failureReason: null });
    const token = refund?.disburseToken ?? '';

    // A post saying "success" while PayDunya still says pending changes nothing.
    const early = await callback({ hash: ipnHash(t.config.paydunya.masterKey), disburse_token: token, status: 'success' });
    expect(early.status).toBe(200);
    expect((await listRefunds(order.id))[0]?.status).toBe('pending');

    // The simulator settles the payout and posts the callback itself, as PayDunya does.
    const settled = await fetch(`${t.origin}/paydunya-sim/disburse/${token}/settle`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ status: 'failed', reason: 'Operator timeout' }),
    });
    expect(settled.status).toBe(200);
    expect((await listRefunds(order.id))[0]).toMatchObject({ status: 'failed', failure_reason: 'Operator timeout' });
  });

  it('refuses a forged or unknown notification', async () => {
    expect((await callback({ hash: ipnHash('not-the-master-key'), disburse_token: 'test_disburse_x', status: 'success' })).status).toBe(
      400,
    );
    expect(
      (await callback({ hash: ipnHash(t.config.paydunya.masterKey), disburse_token: 'test_disburse_unknown', status: 'success' })).status,
    ).toBe(404);
    expect((await callback({ status: 'success' })).status).toBe(400);
  });
});

describe('refunds the order flow asks for', () => {
  it('an overpayment goes back to the wallet of the extra payment', async () => {
    const first = freshWallet();
    const second = `76${first.slice(2)}`;
    const order = await shop.placeOrder();
    const firstToken = await start(order.id, { method: 'wave', phone: first });
    const secondToken = await start(order.id, { method: 'orange_money', phone: second });
    // The shopper paid both attempts: the order is overpaid, the Orange Money payment is the extra one.
    await approve(firstToken);
    await approve(secondToken);
    const completed = (await paymentsOf(t, order.id)).filter((payment) => payment.status === 'completed');
    expect(completed).toHaveLength(2);

    const [refund] = await refundAfterOrderAction(deps(), order.id, 'refund_excess');
    expect(refund).toMatchObject({
      reason: 'overpayment',
      status: 'sent',
      withdrawMode: 'orange-money-senegal',
      accountAlias: second,
      amount: completed[1]?.amount,
    });
    // Given back once: asking again finds no excess left.
    expect(await refundAfterOrderAction(deps(), order.id, 'refund_excess')).toEqual([]);
    // Refunding the order then gives back the rest: the first payment.
    const [rest] = await refundAfterOrderAction(deps(), order.id, 'refund');
    expect(rest).toMatchObject({ reason: 'refund', accountAlias: first, amount: completed[0]?.amount, status: 'sent' });
  });

  it('a card payment has no wallet to push to: recorded manual, nothing sent', async () => {
    const order = await shop.placeOrder();
    await pay(order.id, { method: 'mastercard' });
    const before = simulator.disbursements.size;
    const [refund] = await refundAfterOrderAction(deps(), order.id, 'refund');
    expect(refund).toMatchObject({ status: 'manual', withdrawMode: null, accountAlias: null, attempts: 0 });
    expect(simulator.disbursements.size).toBe(before);
  });
});

describe('logs', () => {
  it('never carry PayDunya’s keys', () => {
    const logs = t.logs.join('\n');
    expect(logs).toContain('refund: payout');
    for (const secret of [t.config.paydunya.masterKey, t.config.paydunya.privateKey, t.config.paydunya.token])
      expect(logs).not.toContain(secret);
  });
});
