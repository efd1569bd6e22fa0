import { describe, expect, it } from 'vitest';
import { HTTPError } from './api';
import { checkoutFailureFromError } from './checkout-failures';

function httpError(status: number, body: unknown) {
  const request = new Request('http://shop.test/api/orders', { method: 'POST' });
  const response = new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  return new HTTPError(response, request);
}

const apiError = (status: number, name: string, details: Record<string, unknown>) => ({ error: { status, name, message: 'x', details } });

describe('checkoutFailureFromError', () => {
  it('tells a changed total (with the new total), sold-out products, a refused wallet number and a paid order apart', async () => {
    expect(
      (await checkoutFailureFromError(httpError(409, apiError(409, 'Conflict', { reason: 'total_mismatch', total: 21_000 })))).failure,
    ).toEqual({
      kind: 'totalChanged',
      total: 21_000,
    });
    expect(
      (await checkoutFailureFromError(httpError(409, apiError(409, 'Conflict', { reason: 'out_of_stock', product_ids: [4] })))).failure,
    ).toEqual({
      kind: 'outOfStock',
      productIds: [4],
    });
    expect(
      (await checkoutFailureFromError(httpError(400, apiError(400, 'InvalidWalletPhone', { reason: 'mtn_not_in_senegal' })))).failure,
    ).toEqual({
      kind: 'walletPhone',
      reason: 'mtn_not_in_senegal',
    });
    expect((await checkoutFailureFromError(httpError(409, apiError(409, 'Conflict', { reason: 'already_paid' })))).failure).toEqual({
      kind: 'alreadyPaid',
    });
  });

  it('calls anything else unexpected: server errors, odd bodies, network failures', async () => {
    expect((await checkoutFailureFromError(httpError(502, apiError(502, 'PaymentProviderError', {})))).failure).toEqual({
      kind: 'unexpected',
    });
    expect((await checkoutFailureFromError(httpError(500, 'oops'))).failure).toEqual({ kind: 'unexpected' });
    expect((await checkoutFailureFromError(new TypeError('Failed to fetch'))).failure).toEqual({ kind: 'unexpected' });
  });
});
