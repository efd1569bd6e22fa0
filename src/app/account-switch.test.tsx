// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { App } from './app';
import { RootActor } from '../actors/root-actor';
import { rootLogic } from '../actors/root-logic';
import type { SessionUser } from '../machines/session';
import { activateLocale, i18n } from '../services/i18n';
import { queryClient } from '../services/query-client';
import OrderStatusPage from '../views/checkout/order-status-page';
import { catalogueReplies, renderShop } from '../views/shared/testing';
import { anOrder, authChanged, awa } from '../views/account/testing';

/** Firebase as the shop sees it: who is signed in, told to the session as it changes; tokens name the account. */
const firebase = vi.hoisted(() => {
  let current: SessionUser | null = null;
  const listeners = new Set<(user: SessionUser | null) => void>();
  return {
    signIn(user: SessionUser | null) {
      current = user;
      listeners.forEach((listener) => listener(user));
    },
    subscribe(listener: (user: SessionUser | null) => void) {
      listeners.add(listener);
      queueMicrotask(() => listener(current));
      return () => void listeners.delete(listener);
    },
    token() {
      if (!current) throw new Error('nobody is signed in');
      return `token-of-${current.uid}`;
    },
  };
});

vi.mock('../services/firebase', () => ({
  subscribeAuthState: firebase.subscribe,
  currentIdToken: async () => firebase.token(),
  signOutUser: async () => firebase.signIn(null),
}));

const moussa: SessionUser = { uid: 'uid-moussa', displayName: 'Moussa Ndiaye', phoneNumber: '+221781234567' };

/** The shop API: order 5 and its list are Awa's; anyone else is told it does not exist (404) and has no orders. */
function shopApi() {
  const catalogue = catalogueReplies();
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const { pathname } = new URL(request.url, 'http://localhost');
    const isAwa = request.headers.get('authorization') === `Bearer token-of-${awa.uid}`;
    if (pathname === '/api/orders/5' && isAwa) return Response.json({ data: anOrder(5, 'paid') });
    if (pathname === '/api/orders') return Response.json({ data: isAwa ? [anOrder(5, 'paid')] : [] });
    if (pathname === '/api/customers') return Response.json({ data: [] });
    if (pathname in catalogue) return Response.json(catalogue[pathname]);
    return Response.json({ error: { status: 404, name: 'NotFound', message: 'Not found', details: {} } }, { status: 404 });
  });
}

/** The shop as src/main.tsx starts it: the app's query client and the root actor with its real services. */
async function openShop(path: string) {
  await activateLocale('en');
  const location = memoryLocation({ path, record: true });
  render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RootActor.Provider logic={rootLogic} options={{ input: { cart: { items: [] }, wishlist: { items: [] } } }}>
          <Router hook={location.hook}>
            <App />
          </Router>
        </RootActor.Provider>
      </QueryClientProvider>
    </I18nProvider>,
  );
  return location;
}

async function signOutFromTheMenu() {
  fireEvent.click((await screen.findAllByRole('button', { name: 'Account of Awa Diop (AD)' }))[0]!);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Sign out' })));
}

const privateQueries = () => queryClient.getQueryCache().findAll({ queryKey: ['private'] });
const publicQueryKeys = () =>
  queryClient
    .getQueryCache()
    .findAll()
    .filter((query) => query.queryKey[0] !== 'private')
    .map((query) => query.queryHash);
// The app's client asks once more after a failure (about a second later).
const afterRetry = { timeout: 4_000 };

afterEach(() => {
  cleanup();
  queryClient.clear();
  firebase.signIn(null);
  vi.unstubAllGlobals();
});

describe('one shopper after another in the same tab', () => {
  it('/orders/5: Awa’s order, she signs out, Moussa signs in and is told the order does not exist — never shown Awa’s', async () => {
    shopApi();
    firebase.signIn(awa);
    await openShop('/orders/5');
    expect(await screen.findByText('Paid — thank you! We are preparing your order.', undefined, afterRetry)).toBeTruthy();
    expect(screen.getByText('Tisane n°1')).toBeTruthy();

    const everyonesAnswers = publicQueryKeys();
    expect(everyonesAnswers).not.toEqual([]);
    await signOutFromTheMenu();
    expect(await screen.findByText('Sign in with your phone number to pay.')).toBeTruthy();
    expect(privateQueries()).toEqual([]);
    // What is the same for everyone stays (the currencies, the catalogue): it is not asked again.
    expect(publicQueryKeys()).toEqual(expect.arrayContaining(everyonesAnswers));

    act(() => firebase.signIn(moussa));
    expect(screen.queryByText('Tisane n°1')).toBeNull();
    expect(await screen.findByText('This order does not exist.', undefined, afterRetry)).toBeTruthy();
    expect(screen.queryByText('Tisane n°1')).toBeNull();
    expect(screen.queryByText(/Paid — thank you/)).toBeNull();
  });

  it('/orders: Awa’s list, then Moussa’s (empty) after she signs out — never hers', async () => {
    shopApi();
    firebase.signIn(awa);
    await openShop('/orders');
    expect(await screen.findByRole('link', { name: 'Order #5' })).toBeTruthy();

    await signOutFromTheMenu();
    expect(await screen.findByText('Sign in with your phone number to see your orders.')).toBeTruthy();
    act(() => firebase.signIn(moussa));
    expect(screen.queryByRole('link', { name: 'Order #5' })).toBeNull();
    expect(await screen.findByText('You have no orders yet')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Order #5' })).toBeNull();
  });

  it('another account signing in without a sign-out in between forgets the last one’s answers too', async () => {
    shopApi();
    firebase.signIn(awa);
    await openShop('/orders/5');
    expect(await screen.findByText('Tisane n°1', undefined, afterRetry)).toBeTruthy();

    act(() => firebase.signIn(moussa));
    // The order status machine drops the order as soon as the account changes, and asks again as Moussa.
    expect(screen.queryByText('Tisane n°1')).toBeNull();
    expect(await screen.findByText('This order does not exist.', undefined, afterRetry)).toBeTruthy();
    expect(screen.queryByText('Tisane n°1')).toBeNull();
  });
});

describe('the order page', () => {
  it('asks again for the next account, even with nothing forgotten', async () => {
    // renderShop's root has no services behind it: nothing clears a cache; the order status machine asks afresh per account.
    shopApi();
    firebase.signIn(awa);
    const shop = await renderShop(<Route path="/orders/:id" component={OrderStatusPage} />, { path: '/orders/5', locale: 'en' });
    authChanged(shop.root(), awa);
    expect(await screen.findByText('Tisane n°1')).toBeTruthy();

    firebase.signIn(moussa);
    authChanged(shop.root(), moussa);
    expect(screen.queryByText('Tisane n°1')).toBeNull();
    expect(await screen.findByText('This order does not exist.')).toBeTruthy();
  });
});
