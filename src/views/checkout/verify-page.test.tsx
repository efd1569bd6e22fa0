// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { CheckoutActor } from '../../actors/checkout-actor';
import type { DeliveryDetails } from '../../domain/client-info';
import { authChanged, awa } from '../account/testing';
import { renderWithCart, storeCheckout } from './testing';
import VerifyPage from './verify-page';

/** What GET /api/delivery-details gives the checkout: Awa's past places, or a failure. */
const deliveries = vi.hoisted(() => ({ current: async (): Promise<DeliveryDetails[]> => [] }));
vi.mock('../../services/checkout-deliveries', () => ({ fetchDeliveryDetails: () => deliveries.current() }));

// The shop's root with a session whose customer record is Awa's.
vi.mock('../../actors/root-actor', async () => (await import('../account/root-with-customer')).rootActorWithCustomer());

const thies: DeliveryDetails = { city: 'Thiès', address: 'Quartier Escale', zip: '21000', time: '09:00' };
const pointE: DeliveryDetails = { city: 'Dakar', address: 'Villa 12, Point E', zip: '10200', time: '14:30' };

const value = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;

async function openVerify() {
  const shop = await renderWithCart(
    <CheckoutActor.Provider>
      <VerifyPage />
    </CheckoutActor.Provider>,
    { path: '/verify' },
  );
  return shop;
}

beforeEach(() => {
  localStorage.clear();
  storeCheckout({ deliveryMethod: 'livreur', clientInfo: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/verify and who is signed in', () => {
  it('sends a signed-out shopper to the phone sign-in, which comes back to /verify', async () => {
    const { location, root } = await openVerify();
    authChanged(root(), null);
    await waitFor(() => expect(location.history?.at(-1)).toBe('/auth/login?returnTo=%2Fverify'));
  });

  it('prefills the form from the customer record and the newest saved place, and lets the shopper choose another or a new one', async () => {
    deliveries.current = async () => [pointE, thies];
    const { root } = await openVerify();
    authChanged(root(), awa);
    const saved = await screen.findByRole('group', { name: 'Deliver to' });
    expect(value('First name')).toBe('Awa');
    expect(value('Last name')).toBe('Diop');
    expect(value('Email')).toBe('awa@example.sn');
    // As the shopper writes it (issue 21), not the record's E.164 "+221771234567".
    expect(value('Phone')).toBe('77 123 45 67');
    expect([value('Address'), value('Postal code'), value('City'), value('Delivery time')]).toEqual([
      'Villa 12, Point E',
      '10200',
      'Dakar',
      '14:30',
    ]);
    expect((screen.getByRole('radio', { name: 'Villa 12, Point E, 10200 Dakar' }) as HTMLInputElement).checked).toBe(true);
    expect(saved.querySelectorAll('input[type="radio"]')).toHaveLength(3);

    fireEvent.click(screen.getByRole('radio', { name: 'Quartier Escale, 21000 Thiès' }));
    expect([value('Address'), value('Postal code'), value('City'), value('Delivery time')]).toEqual([
      'Quartier Escale',
      '21000',
      'Thiès',
      '09:00',
    ]);
    fireEvent.click(screen.getByRole('radio', { name: 'A new address' }));
    expect([value('Address'), value('Postal code'), value('City'), value('Delivery time')]).toEqual(['', '', '', '']);
    // The customer's own fields stay.
    expect(value('First name')).toBe('Awa');
  });

  it('offers no choice to a customer without past orders: the record’s address is there', async () => {
    deliveries.current = async () => [];
    const { root } = await openVerify();
    authChanged(root(), awa);
    await waitFor(() => expect(value('First name')).toBe('Awa'));
    expect(value('Address')).toBe('Rue 10, Médina, Dakar');
    expect(screen.queryByRole('group', { name: 'Deliver to' })).toBeNull();
  });

  it('says when the saved places cannot be loaded, keeps the form, and tries again', async () => {
    deliveries.current = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { root } = await openVerify();
    authChanged(root(), awa);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Your saved addresses could not be loaded');
    expect(value('First name')).toBe('Awa');
    deliveries.current = async () => [thies];
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByRole('radio', { name: 'Quartier Escale, 21000 Thiès' });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(value('City')).toBe('Thiès');
  });
});
