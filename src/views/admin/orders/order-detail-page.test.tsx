// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { AdminOrderDetail } from '../../../domain/admin';
import { authChanged, awa } from '../../account/testing';
import { fakeApi } from '../../shared/testing';
import { detail, renderAdmin, staffMe } from '../testing';

vi.mock('../../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The fake API, with the order's actions answered by `answer` (the body sent is recorded); `after` is the order once it answered. */
function orderApi(order: AdminOrderDetail, answer: (body: unknown) => Response, after: AdminOrderDetail = order) {
  const api = fakeApi({ '/api/admin/me': staffMe, [`/api/admin/orders/${order.id}`]: { data: order } });
  const sent: unknown[] = [];
  const gets = globalThis.fetch;
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/actions')) {
      const body: unknown = await request.json();
      sent.push(body);
      api.reply(`/api/admin/orders/${order.id}`, { data: after });
      return answer(body);
    }
    return gets(request);
  });
  return { api, sent };
}

const json = (body: unknown, code = 200) =>
  new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });
const buttons = () => screen.getAllByRole('button').map((button) => button.textContent);

describe('/admin/orders/:id', () => {
  it('offers the order machine’s actions for the state and delivery: a paid courier order is prepared or refunded, never shipped yet', async () => {
    const { sent } = orderApi(detail(12, 'paid'), () => json({ data: detail(12, 'preparing') }), detail(12, 'preparing'));
    const { root } = await renderAdmin('/admin/orders/12');
    authChanged(root(), awa);
    expect(await screen.findByRole('heading', { level: 1, name: /Order #12/ }, { timeout: 15_000 })).toBeTruthy();
    expect(buttons()).toEqual(expect.arrayContaining(['Start preparing', 'Mark refunded']));
    expect(buttons()).not.toContain('Mark shipped');

    fireEvent.click(screen.getByRole('button', { name: 'Start preparing' }));
    expect(await screen.findByRole('button', { name: 'Mark shipped' })).toBeTruthy();
    expect(buttons()).not.toContain('Mark ready for pickup');
    expect(sent).toEqual([{ action: 'prepare' }]);
  });

  it('a refund is asked twice before it is sent', async () => {
    const { sent } = orderApi(detail(12, 'paid'), () => json({ data: detail(12, 'refunded') }), detail(12, 'refunded'));
    const { root } = await renderAdmin('/admin/orders/12');
    authChanged(root(), awa);
    fireEvent.click(await screen.findByRole('button', { name: 'Mark refunded' }, { timeout: 15_000 }));
    expect(sent).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Yes: Mark refunded' }));
    expect(await screen.findByText('Nothing is left to do for this order.')).toBeTruthy();
    expect(sent).toEqual([{ action: 'refund' }]);
  });

  it('an action someone else made impossible (409) says the state the order is in now', async () => {
    orderApi(
      detail(12, 'paid'),
      () =>
        json(
          {
            error: {
              status: 409,
              name: 'Conflict',
              message: 'refused',
              details: { reason: 'transition_refused', state: 'refunded', action: 'prepare', allowed: [] },
            },
          },
          409,
        ),
      detail(12, 'refunded'),
    );
    const { root } = await renderAdmin('/admin/orders/12');
    authChanged(root(), awa);
    fireEvent.click(await screen.findByRole('button', { name: 'Start preparing' }, { timeout: 15_000 }));
    expect((await screen.findByRole('alert')).textContent).toContain('This action is no longer possible: the order is now “Refunded”.');
  });

  const prepared = (actorName: string | null): AdminOrderDetail => ({
    ...detail(12, 'preparing'),
    history: [
      {
        id: 7,
        entity: 'order' as const,
        entity_id: '12',
        action: 'order.prepare',
        actor_uid: 'uid-moussa',
        actor_phone: '+221776081481',
        actor_name: actorName,
        before: { state: 'paid', fulfilment: null, payment_status: 'paid' },
        after: { state: 'preparing', fulfilment: 'preparing' },
        note: 'Emballée ce matin',
        at: '2030-12-02T09:30:00.000Z',
      },
    ],
  });
  const historyEntry = async (text: RegExp) => (await screen.findByText(text, {}, { timeout: 15_000 })).closest('li')!;
  const changeLines = (entry: Element) => [...entry.querySelectorAll('ul li')].map((line) => line.textContent);

  it('the history says in words who changed what: the action, the order’s state before → after, the note', async () => {
    const order = prepared('Moussa Ndiaye');
    orderApi(order, () => json({ data: order }));
    const { root } = await renderAdmin('/admin/orders/12');
    authChanged(root(), awa);
    const entry = await historyEntry(/Preparation started/);
    expect(entry.textContent).toContain('by Moussa Ndiaye');
    expect(entry.textContent).not.toContain('order.prepare');
    expect(changeLines(entry)).toEqual(['State: Paid → Preparing']);
    expect(entry.textContent).toContain('Emballée ce matin');
  });

  it('in French, with the phone for a staff member who registered no name', async () => {
    const order = prepared(null);
    orderApi(order, () => json({ data: order }));
    const { root } = await renderAdmin('/admin/orders/12', 'fr');
    authChanged(root(), awa);
    const entry = await historyEntry(/Préparation commencée/);
    expect(entry.textContent).toContain('par +221776081481');
    expect(changeLines(entry)).toEqual(['État\u202f: Payée → En préparation']);
  });

  it('payments and what is left to resolve are said in words, not the payment code’s outcomes', async () => {
    const attempt = {
      method: 'wave' as const,
      channel: null,
      amount: 14_000,
      created_at: '2030-12-01T10:00:00.000Z',
      updated_at: '2030-12-01T10:05:00.000Z',
    };
    const order: AdminOrderDetail = {
      ...detail(12, 'overpaid'),
      payments: [
        { ...attempt, id: 1, status: 'cancelled', outcome: 'superseded' },
        { ...attempt, method: 'mastercard', id: 2, status: 'completed', outcome: 'paid' },
      ],
      reviews: [{ id: 1, reason: 'overpaid', amount: 14_000, payment_ids: [2], resolved_at: null, created_at: '2030-12-01T10:05:00.000Z' }],
    };
    orderApi(order, () => json({ data: order }));
    const { root } = await renderAdmin('/admin/orders/12');
    authChanged(root(), awa);
    const superseded = (await screen.findByText(/replaced by a new attempt/, {}, { timeout: 15_000 })).closest('li')!;
    expect(superseded.textContent).toContain('withdrawn (replaced by a new attempt)');
    const completed = superseded.nextElementSibling!;
    expect(completed.textContent).toMatch(/completed$/);
    // Each method by the one name the checkout gives it (src/views/shared/payment-method-words.ts).
    expect(superseded.textContent).toContain(' · Wave · ');
    expect(completed.textContent).toContain(' · Credit card · ');
    expect(screen.getByRole('alert').textContent).toContain('To resolve: paid twice');
  });

  it('shows the order’s refunds, and a failed one is sent again from its Retry button', async () => {
    const refund = {
      id: 3,
      order_id: 12,
      payment_id: 5,
      reason: 'refund' as const,
      amount: 14_400,
      withdraw_mode: 'wave-senegal',
      account_alias: '771234567',
      status: 'failed' as const,
      failure_reason: 'Wallet closed by its owner',
      attempts: 1,
      sent_at: null,
      created_at: '2030-12-02T09:30:00.000Z',
      updated_at: '2030-12-02T09:30:00.000Z',
    };
    const api = fakeApi({
      '/api/admin/me': staffMe,
      '/api/admin/orders/12': { data: detail(12, 'refunded') },
      '/api/admin/orders/12/refunds': { data: [refund] },
    });
    const retried: string[] = [];
    const gets = globalThis.fetch;
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === 'POST') {
        retried.push(new URL(request.url).pathname);
        const sent = { ...refund, status: 'sent' as const, failure_reason: null, attempts: 2, sent_at: '2030-12-02T10:00:00.000Z' };
        api.reply('/api/admin/orders/12/refunds', { data: [sent] });
        return json({ data: sent });
      }
      return gets(request);
    });
    const { root } = await renderAdmin('/admin/orders/12');
    authChanged(root(), awa);
    expect(await screen.findByRole('heading', { level: 2, name: 'Refunds' }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText(/Wave 771234567/).textContent).toContain('(Wallet closed by its owner)');
    fireEvent.click(screen.getByRole('button', { name: 'Retry the refund' }));
    expect(await screen.findByText('sent')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry the refund' })).toBeNull();
    expect(screen.getByText(/2 attempts/)).toBeTruthy();
    expect(retried).toEqual(['/api/admin/orders/12/refunds/3/retry']);
  });
});
