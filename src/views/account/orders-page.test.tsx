// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route } from 'wouter';
import { fakeApi, pending, renderShop, status } from '../shared/testing';
import { anOrder, authChanged, awa } from './testing';
import OrdersPage from './orders-page';

vi.mock('../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openOrders(locale: 'fr' | 'en' = 'en') {
  const shop = await renderShop(<Route path="/orders" component={OrdersPage} />, { path: '/orders', locale });
  return shop;
}

const ordersAsked = (requests: URL[]) => requests.filter((url) => url.pathname === '/api/orders');
const digits = (element: Element) => element.textContent?.replace(/\D/g, '');

describe('/orders', () => {
  it('signed out: asks nothing and offers to sign in, coming back to /orders', async () => {
    const api = fakeApi({ '/api/orders': { data: [anOrder(1, 'paid')] } });
    const { root } = await openOrders('fr');
    authChanged(root(), null);
    expect(screen.getByRole('heading', { level: 1, name: 'Mes commandes' })).toBeTruthy();
    expect(screen.getByText('Connectez-vous avec votre numéro de téléphone pour voir vos commandes.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth/login?returnTo=%2Forders');
    expect(ordersAsked(api.requests)).toEqual([]);
  });

  it('signed in: each order with its day, number, status in words, total and a link to its page', async () => {
    const api = fakeApi({
      '/api/orders': {
        data: [anOrder(9, 'pending_payment', 14_000), anOrder(7, 'paid'), anOrder(5, 'payment_failed'), anOrder(3, 'cancelled')],
      },
    });
    const { root } = await openOrders('en');
    expect(screen.getByRole('status').textContent).toBe('...loading');
    authChanged(root(), awa);

    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Order #9', 'Order #7', 'Order #5', 'Order #3']);
    expect(rows.map((row) => within(row).getByRole('link').getAttribute('href'))).toEqual([
      '/orders/9',
      '/orders/7',
      '/orders/5',
      '/orders/3',
    ]);
    expect(rows.map((row) => row.querySelector('[data-status]')?.textContent)).toEqual([
      'Payment pending',
      'Paid',
      'Payment failed',
      'Cancelled',
    ]);
    expect(rows.map((row) => digits(within(row).getByTestId('price')))).toEqual(['14000', '12000', '12000', '12000']);
    expect(within(rows[0]!).getByText('December 1, 2030')).toBeTruthy();
    expect(rows[0]!.textContent).toContain('2 items');
    const [asked] = ordersAsked(api.requests);
    expect(asked?.searchParams.get('locale')).toBe('en');
  });

  it('in French, the statuses and the day are French', async () => {
    fakeApi({
      '/api/orders': { data: [anOrder(7, 'paid'), anOrder(5, 'pending_payment'), anOrder(4, 'payment_failed'), anOrder(3, 'cancelled')] },
    });
    const { root } = await openOrders('fr');
    authChanged(root(), awa);
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => row.querySelector('[data-status]')?.textContent)).toEqual([
      'Payée',
      'Paiement en attente',
      'Paiement échoué',
      'Annulée',
    ]);
    expect(within(rows[0]!).getByRole('link').textContent).toBe('Commande n° 7');
    expect(within(rows[0]!).getByText('1 décembre 2030')).toBeTruthy();
  });

  it('no order yet: says so and leads to the shop', async () => {
    fakeApi({ '/api/orders': { data: [] } });
    const { root } = await openOrders('en');
    authChanged(root(), awa);
    expect(await screen.findByRole('heading', { name: 'You have no orders yet' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe('/');
    expect(screen.queryAllByTestId('order-row')).toEqual([]);
  });

  it('a failed load is shown with a retry, which asks again and shows the orders', async () => {
    fakeApi({ '/api/orders': status(503) });
    const { root } = await openOrders('en');
    authChanged(root(), awa);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your orders could not be loaded.');

    const api = fakeApi({ '/api/orders': { data: [anOrder(7, 'paid')] } });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Order #7' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(ordersAsked(api.requests)).toHaveLength(1);
  });

  it('shows the loading state while the orders are on their way', async () => {
    fakeApi({ '/api/orders': pending });
    const { root } = await openOrders('en');
    authChanged(root(), awa);
    await vi.waitFor(() => expect(screen.getByRole('status').textContent).toBe('...loading'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('after a sign-out, the next account never sees the previous one’s orders', async () => {
    fakeApi({ '/api/orders': { data: [anOrder(7, 'paid')] } });
    const { root } = await openOrders('en');
    authChanged(root(), awa);
    expect(await screen.findByRole('link', { name: 'Order #7' })).toBeTruthy();
    authChanged(root(), null);
    expect(screen.queryByRole('link', { name: 'Order #7' })).toBeNull();

    const api = fakeApi({ '/api/orders': pending });
    authChanged(root(), { uid: 'uid-moussa', displayName: 'Moussa Sarr', phoneNumber: '+221770000000' });
    await vi.waitFor(() => expect(ordersAsked(api.requests)).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Order #7' })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('...loading');
  });
});
