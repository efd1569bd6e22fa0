// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { fakeApi, renderShop } from '../shared/testing';
import { authChanged, awa } from './testing';
import AccountPage from './account-page';

/** What GET /api/customers gives the session: Awa's record, or a failure. */
const customerReply = vi.hoisted(() => ({ current: null as (() => Promise<unknown>) | null }));

vi.mock('../../actors/root-actor', async () => {
  const { awaRecord, rootActorWithCustomer } = await import('./root-with-customer');
  return rootActorWithCustomer(() => (customerReply.current ? customerReply.current() : Promise.resolve(awaRecord)));
});

vi.mock('../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

/** Awa's bookings as GET /api/bookings answers them (her own only), the latest day first. */
const awaBookings = {
  data: [
    {
      id: 12,
      kind: 'service',
      service_name: 'Plant-oil massage',
      shop_name: 'Baobab Dakar Plateau',
      day: '2030-03-12',
      hour: '10:30',
      status: 'booked',
    },
    { id: 9, kind: 'event', service_name: 'Herbal tea workshop', shop_name: null, day: '2030-02-01', hour: '16:00', status: 'confirmed' },
    {
      id: 4,
      kind: 'service',
      service_name: 'Cupping (hijama)',
      shop_name: 'Baobab Thiès',
      day: '2029-12-24',
      hour: '09:00',
      status: 'cancelled',
    },
  ],
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openAccount = (locale: 'fr' | 'en' | 'ar' = 'en') =>
  renderShop(<Route path="/account" component={AccountPage} />, { path: '/account', locale });

describe('/account', () => {
  it('signed out: offers to sign in, coming back to /account', async () => {
    const { root } = await openAccount('fr');
    authChanged(root(), null);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth/login?returnTo=%2Faccount');
  });

  it('signed in: the customer record (name, phone, e-mail, address) and the way to the orders', async () => {
    fakeApi({ '/api/bookings': { data: [] } });
    const { root } = await openAccount('en');
    authChanged(root(), awa);
    const name = await screen.findByText('Awa Diop');
    expect(name.previousElementSibling?.textContent).toBe('Name');
    const details = Object.fromEntries(
      Array.from(document.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(details).toEqual({ Name: 'Awa Diop', Phone: '+221771234567', Email: 'awa@example.sn', Address: 'Rue 10, Médina, Dakar' });
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
  });

  it('signed in: her bookings, each with its service, day and time, shop and state in words (issue 21)', async () => {
    const api = fakeApi({ '/api/bookings': awaBookings });
    const { root } = await openAccount('fr');
    authChanged(root(), awa);
    const section = await screen.findByRole('region', { name: 'Mes réservations' });
    await vi.waitFor(() => expect(section.querySelectorAll('[data-testid="own-booking"]')).toHaveLength(3));
    const rows = Array.from(section.querySelectorAll('[data-testid="own-booking"]')).map((row) => row.textContent);
    expect(rows).toEqual([
      'Plant-oil massagemardi 12 mars 2030 à 10:30 · Baobab Dakar PlateauReçue',
      'Herbal tea workshopvendredi 1 février 2030 à 16:00Confirmée',
      'Cupping (hijama)lundi 24 décembre 2029 à 09:00 · Baobab ThièsAnnulée',
    ]);
    // Asked with her ID token: the server answers the caller's own bookings only.
    expect(api.requests.filter((url) => url.pathname === '/api/bookings')).toHaveLength(1);
  });

  it.each([
    ['en', 'My bookings', ['Received', 'Confirmed', 'Cancelled']],
    ['ar', 'حجوزاتي', ['مستلَمة', 'مؤكَّدة', 'ملغاة']],
  ] as const)('the states in words in %s', async (locale, title, states) => {
    fakeApi({ '/api/bookings': awaBookings });
    const { root } = await openAccount(locale);
    authChanged(root(), awa);
    const section = await screen.findByRole('region', { name: title });
    await vi.waitFor(() => expect(section.querySelectorAll('[data-state]')).toHaveLength(3));
    expect(Array.from(section.querySelectorAll('[data-state]')).map((badge) => badge.textContent)).toEqual(states);
  });

  it('signed in without bookings: says so, and where to book', async () => {
    fakeApi({ '/api/bookings': { data: [] } });
    const { root } = await openAccount('en');
    authChanged(root(), awa);
    expect(await screen.findByText('You have no bookings yet. Book an event or a service from the home page.')).toBeTruthy();
  });

  it('a record that cannot be loaded is said, and Try again asks for it again', async () => {
    fakeApi({ '/api/bookings': { data: [] } });
    customerReply.current = async () => {
      throw new Error('offline');
    };
    const { root } = await openAccount('en');
    authChanged(root(), awa);
    expect((await screen.findByRole('alert')).textContent).toContain('Your details could not be loaded.');

    customerReply.current = async () => ({
      id: 3,
      fname: 'Awa',
      lname: 'Diop',
      email: 'awa@example.sn',
      address: 'Dakar',
      auth_id: 'uid-awa',
      phone: '+221771234567',
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Awa Diop')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
