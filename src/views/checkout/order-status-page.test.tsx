// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route } from 'wouter';
import type { Order } from '../../domain/order';
import { pendingPollMs } from '../../services/order-status';
import { anOrder, authChanged, awa } from '../account/testing';
import { renderShop } from '../shared/testing';
import OrderStatusPage from './order-status-page';

vi.mock('../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

/** GET /api/orders/5 answers the statuses (or status and state) in turn; POST …/payment is recorded. */
function orderApi(statuses: (Order['status'] | Pick<Order, 'status' | 'state'>)[]) {
  const calls: { method: string; path: string; body: unknown; authorization: string | null }[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url, 'http://localhost');
    const body: unknown = request.method === 'POST' ? await request.json() : undefined;
    calls.push({ method: request.method, path: url.pathname, body, authorization: request.headers.get('authorization') });
    if (url.pathname === '/api/orders/5' && request.method === 'GET') {
      const answer = statuses[Math.min(calls.filter((call) => call.method === 'GET').length - 1, statuses.length - 1)] ?? 'pending_payment';
      return Response.json({ data: typeof answer === 'string' ? anOrder(5, answer) : { ...anOrder(5, answer.status), ...answer } });
    }
    if (url.pathname === '/api/orders/5/payment')
      return new Response('{}', { status: 502, headers: { 'content-type': 'application/json' } });
    return Response.json({ error: { status: 404, name: 'NotFound', message: 'x', details: {} } }, { status: 404 });
  });
  return calls;
}

async function renderStatus(path = '/orders/5') {
  const shop = await renderShop(<Route path="/orders/:id" component={OrderStatusPage} />, { path, locale: 'en' });
  authChanged(shop.root(), awa);
  return shop;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/orders/:id', () => {
  it('shows how, where and when the order is delivered', async () => {
    orderApi(['paid']);
    await renderStatus();
    const delivery = await screen.findByRole('region', { name: 'Delivery' });
    expect(delivery.querySelector('[data-testid="order-delivery-method"]')?.textContent).toBe('Collect in store');
    expect(delivery.querySelector('[data-testid="order-delivery-address"]')?.textContent).toBe('12 rue Carnot, 10200 Dakar');
    expect(delivery.querySelector('[data-testid="order-delivery-date"]')?.textContent).toBe('December 24, 2030');
    expect(delivery.querySelector('[data-testid="order-delivery-time"]')?.textContent).toBe('14:30');
  });

  it('asks again while the payment is pending, then shows the order paid with its items and total', { timeout: 15_000 }, async () => {
    const calls = orderApi(['pending_payment', 'paid']);
    await renderStatus();
    expect(await screen.findByText(/Waiting for the payment to be confirmed/)).toBeTruthy();
    expect(screen.getByText('Tisane n°1')).toBeTruthy();
    expect(screen.getByTestId('order-total').textContent?.replace(/\D/g, '')).toBe('12000');
    expect(await screen.findByText(/Paid — thank you!/, undefined, { timeout: pendingPollMs * 2 })).toBeTruthy();
    expect(calls.every((call) => call.authorization === 'Bearer test-id-token')).toBe(true);
    // Settled: no more polling, and no retry offered for a paid order.
    const asked = calls.length;
    await new Promise((resolve) => setTimeout(resolve, pendingPollMs + 500));
    expect(calls).toHaveLength(asked);
    expect(screen.queryByRole('button', { name: 'Retry the payment' })).toBeNull();
  });

  it(
    'shows an expired order as such, with no payment retry and a way back to the shop — and paid if the money still arrives',
    { timeout: 15_000 },
    async () => {
      orderApi(['expired', 'paid']);
      await renderStatus();
      expect(await screen.findByText('This order expired before it was paid. Nothing was charged.')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Order again' }).getAttribute('href')).toBe('/');
      expect(screen.queryByRole('button', { name: 'Retry the payment' })).toBeNull();
      // Money received always wins: a late payment notification turns it paid.
      expect(await screen.findByText(/Paid — thank you!/, undefined, { timeout: pendingPollMs * 2 })).toBeTruthy();
    },
  );

  it(
    'reads the order’s state: a payment that came after the order ended is being checked — never “nothing was charged”',
    { timeout: 15_000 },
    async () => {
      orderApi(['expired', { status: 'paid', state: 'paid_after_expiry' }]);
      await renderStatus();
      expect(await screen.findByText('This order expired before it was paid. Nothing was charged.')).toBeTruthy();
      expect(
        await screen.findByText(/We received your payment after the order had ended/, undefined, { timeout: pendingPollMs * 2 }),
      ).toBeTruthy();
      expect(screen.queryByText(/Nothing was charged/)).toBeNull();
      expect(screen.queryByText(/Paid — thank you!/)).toBeNull();
    },
  );

  it.each([
    [{ status: 'expired', state: 'cancelled' }, 'Cancelled by the shop.'],
    [{ status: 'paid', state: 'refunded' }, 'Refunded: the shop gave the money back.'],
    [{ status: 'paid', state: 'shipped' }, 'Shipped: the courier is on the way.'],
    [{ status: 'paid', state: 'collected' }, 'Collected in the shop.'],
  ] as const)('shows %j as “%s”', async (answer, text) => {
    orderApi([answer]);
    await renderStatus();
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryByText(/Nothing was charged/)).toBeNull();
    if (answer.state === 'refunded' || answer.state === 'cancelled') expect(screen.queryByText(/Paid — thank you!/)).toBeNull();
  });

  it('offers a retry for a failed payment: a new payment for the same order, with the method and number', async () => {
    const calls = orderApi(['payment_failed']);
    await renderStatus();
    expect(await screen.findByText(/The payment failed/)).toBeTruthy();
    expect((screen.getByRole('radio', { name: 'Wave' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Retry the payment' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toMatchObject({
        path: '/api/orders/5/payment',
        body: { method: 'wave', phone: '+221 77 123 45 67' },
      }),
    );
    // The gateway failed here (502): the page says so and keeps the retry.
    expect(await screen.findByText('An error occurred')).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/orders')).toEqual([]);
  });

  it('says an order the server does not know does not exist, and asks nothing for an address that names no order', async () => {
    const calls = orderApi([]);
    await renderStatus('/orders/77');
    expect(await screen.findByText('This order does not exist.')).toBeTruthy();
    cleanup();
    calls.length = 0;
    await renderStatus('/orders/1e3');
    expect(await screen.findByText('This order does not exist.')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('offers a retry in place when the order cannot be loaded, and shows it once the API answers again', async () => {
    let down = true;
    const calls = orderApi(['paid']);
    const answer = globalThis.fetch;
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => (down ? Response.json({}, { status: 503 }) : answer(input)));
    await renderStatus();
    expect(await screen.findByText('An error occurred', undefined, { timeout: 3_000 })).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/Paid — thank you!/)).toBeTruthy();
    expect(calls.filter((call) => call.path === '/api/orders/5')).toHaveLength(1);
  });
});
