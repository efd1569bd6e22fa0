// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, renderShop } from '../shared/testing';
import { EventBookingForm } from './event-booking-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An event that took place long ago: its proposed day is before today. */
const pastEvent = {
  id: 1,
  title: 'Atelier karité',
  address: 'Baobab Plateau, Dakar',
  date: '2020-03-02T10:00:00.000Z',
  description: '',
  capacity: null,
  seats_left: null,
};

async function fillPerson(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Prénom'), 'Awa');
  await userEvent.type(within(form).getByLabelText('Nom'), 'Diop');
  await userEvent.type(within(form).getByLabelText('E-mail'), 'awa@example.sn');
  await userEvent.type(within(form).getByLabelText('Adresse'), 'Rue 10 Medina');
  await userEvent.type(within(form).getByLabelText('Téléphone'), '771234567');
}

describe('EventBookingForm: the booking flow applies the rules to what was typed', () => {
  it('a day before today is named by the date field, and nothing is sent', async () => {
    const api = fakeApi({ '/api/bookings': { data: { id: 9, seats_left: null } } });
    await renderShop(<EventBookingForm event={pastEvent} />);
    const form = screen.getByRole('form', { name: 'Atelier karité' });
    await fillPerson(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmer la réservation' }));

    const day = within(form).getByLabelText('Date');
    await vi.waitFor(() => expect(day.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(day.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'La date choisie est antérieure à la date d’aujourd’hui.',
    );
    expect(within(form).getByLabelText('Prénom').getAttribute('aria-invalid')).toBe('false');
    expect(api.requests.some((url) => url.pathname === '/api/bookings')).toBe(false);
  });

  it('a day to come is sent, and the sent message replaces the form’s messages', async () => {
    const api = fakeApi({ '/api/bookings': { data: { id: 9, seats_left: null } } });
    await renderShop(<EventBookingForm event={{ ...pastEvent, date: '2099-03-02T10:00:00.000Z' }} />);
    const form = screen.getByRole('form', { name: 'Atelier karité' });
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmer la réservation' }));
    await vi.waitFor(() => expect(within(form).getAllByText('Ce champ est obligatoire')).toHaveLength(5));
    expect(api.requests.some((url) => url.pathname === '/api/bookings')).toBe(false);

    await fillPerson(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmer la réservation' }));
    expect(await within(form).findByText('Votre demande a été envoyée avec succès')).toBeTruthy();
    expect(api.requests.filter((url) => url.pathname === '/api/bookings')).toHaveLength(1);
    expect(within(form).queryByText('Ce champ est obligatoire')).toBeNull();
    // Issue 21: what was booked stays in view beside the 3-second message, outside it: what, when, its state.
    const receipt = within(form).getByRole('region', { name: 'Votre réservation' });
    expect(within(form).getByRole('status').contains(receipt)).toBe(false);
    expect(receipt.textContent).toContain('Atelier karité · lundi 2 mars 2099 à 10:00');
    expect(within(receipt).getByText('Reçue')).toBeTruthy();
  });
});
