// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { Route } from 'wouter';
import { renderShop } from '../shared/testing';
import { authChanged, awa } from './testing';
import AccountPage from './AccountPage';

/** What GET /api/customers gives the session: Awa's record, or a failure. */
const customerReply = vi.hoisted(() => ({ current: null as (() => Promise<unknown>) | null }));

vi.mock('../../app/RootActor', async () => {
  const { awaRecord, rootActorWithCustomer } = await import('./rootWithCustomer');
  return rootActorWithCustomer(() => (customerReply.current ? customerReply.current() : Promise.resolve(awaRecord)));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openAccount = (locale: 'fr' | 'en' = 'en') => renderShop(<Route path="/account" component={AccountPage} />, { path: '/account', locale });

describe('/account', () => {
  it('signed out: offers to sign in, coming back to /account', async () => {
    const { root } = await openAccount('fr');
    authChanged(root(), null);
    expect(screen.getByRole('heading', { level: 1, name: 'Mon compte' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Se connecter' }).getAttribute('href')).toBe('/auth/login?returnTo=%2Faccount');
  });

  it('signed in: the customer record (name, phone, e-mail, address) and the way to the orders', async () => {
    const { root } = await openAccount('en');
    authChanged(root(), awa);
    const name = await screen.findByText('Awa Diop');
    expect(name.previousElementSibling?.textContent).toBe('Name');
    const details = Object.fromEntries(Array.from(document.querySelectorAll('dt')).map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(details).toEqual({ Name: 'Awa Diop', Phone: '+221771234567', Email: 'awa@example.sn', Address: 'Rue 10, Médina, Dakar' });
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('href')).toBe('/orders');
  });

  it('a record that cannot be loaded is said, and Try again asks for it again', async () => {
    customerReply.current = async () => {
      throw new Error('offline');
    };
    const { root } = await openAccount('en');
    authChanged(root(), awa);
    expect((await screen.findByRole('alert')).textContent).toContain('Your details could not be loaded.');

    customerReply.current = async () => ({ id: 3, fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', address: 'Dakar', auth_id: 'uid-awa', phone: '+221771234567' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
    expect(await screen.findByText('Awa Diop')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
