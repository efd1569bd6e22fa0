// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route } from 'wouter';
import { authChanged, awa } from '../account/testing';
import { ContactSection } from '../home/contact-section';
import ServicePage from '../service/service-page';
import { fakeApi, renderShop } from '../shared/testing';
import { EventBookingForm } from './event-booking-form';

// Issue 21: the booking and contact forms start with a signed-in shopper's customer record (Awa's, +221771234567),
// as the checkout's details form does; a visitor's stay empty.
vi.mock('../../actors/root-actor', async () => (await import('../account/root-with-customer')).rootActorWithCustomer());
vi.mock('../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shops = { data: [{ id: 1, name: 'Baobab Dakar Plateau', opening_hours: { week: { start: 9, end: 20 }, weekend: null } }] };
const massage = { data: { id: 2, name: 'Massage', description: 'Détente.', image_link: '/uploads/services/massage.webp', price: 20000 } };
const workshop = {
  id: 1,
  title: 'Atelier karité',
  address: 'Baobab Plateau, Dakar',
  date: '2099-03-02T10:00:00.000Z',
  description: '',
  capacity: null,
  seats_left: null,
};

const valuesOf = (form: HTMLElement, labels: string[]) =>
  labels.map((label) => (within(form).getByLabelText(label) as HTMLInputElement).value);
const person = ['Prénom', 'Nom', 'E-mail', 'Adresse', 'Téléphone'];

describe('the forms start with the signed-in shopper’s details', () => {
  it('the service page’s form, once her record is loaded — and again after the booking empties it', async () => {
    fakeApi({ '/api/services/2': massage, '/api/shops': shops, '/api/bookings': { data: { id: 5, seats_left: null } } });
    const { root } = await renderShop(<Route path="/services/:id" component={ServicePage} />, { path: '/services/2' });
    const form = await screen.findByRole('form', { name: 'Prendre rendez-vous pour Massage' });
    expect(valuesOf(form, person)).toEqual(['', '', '', '', '']);
    authChanged(root(), awa);
    await vi.waitFor(() => expect(valuesOf(form, person)).toEqual(['Awa', 'Diop', 'awa@example.sn', 'Rue 10, Médina, Dakar', '771234567']));

    await within(form).findByRole('option', { name: 'Baobab Dakar Plateau' });
    await userEvent.selectOptions(within(form).getByLabelText('Boutique'), 'Baobab Dakar Plateau');
    fireEvent.input(within(form).getByLabelText('Date'), { target: { value: '2099-03-03' } });
    fireEvent.input(within(form).getByLabelText('Heure'), { target: { value: '10:00' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Réserver' }));
    expect(await within(form).findByText('Votre demande a été envoyée avec succès')).toBeTruthy();
    expect(valuesOf(form, [...person, 'Boutique', 'Date'])).toEqual([
      'Awa',
      'Diop',
      'awa@example.sn',
      'Rue 10, Médina, Dakar',
      '771234567',
      '',
      '',
    ]);
  });

  it('what she typed before her record arrived stays', async () => {
    fakeApi();
    const { root } = await renderShop(<EventBookingForm event={workshop} />);
    const form = screen.getByRole('form', { name: 'Atelier karité' });
    await userEvent.type(within(form).getByLabelText('E-mail'), 'awa.pro@example.sn');
    authChanged(root(), awa);
    await vi.waitFor(() =>
      expect(valuesOf(form, person)).toEqual(['Awa', 'Diop', 'awa.pro@example.sn', 'Rue 10, Médina, Dakar', '771234567']),
    );
  });

  it('the contact form (it has no address)', async () => {
    fakeApi();
    const { root } = await renderShop(<ContactSection />);
    authChanged(root(), awa);
    const form = screen.getByRole('form');
    await vi.waitFor(() =>
      expect(valuesOf(form, ['Prénom', 'Nom', 'E-mail', 'Téléphone', 'Message'])).toEqual([
        'Awa',
        'Diop',
        'awa@example.sn',
        '771234567',
        '',
      ]),
    );
  });

  it('a visitor’s forms stay empty', async () => {
    fakeApi();
    const { root } = await renderShop(<ContactSection />);
    authChanged(root(), null);
    const form = screen.getByRole('form');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(valuesOf(form, ['Prénom', 'Nom', 'E-mail', 'Téléphone'])).toEqual(['', '', '', '']);
  });
});
