// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderShop } from '../shared/testing';
import { EventsSection } from './events-section';

const event = (id: number, capacity: number | null, seatsLeft: number | null) => ({
  id,
  title: `Atelier ${id}`,
  address: 'Baobab Plateau, Dakar',
  date: `2030-03-0${id}T10:00:00.000Z`,
  description: 'Un atelier.',
  capacity,
  seats_left: seatsLeft,
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('EventsSection', () => {
  it('shows the places left, "Complet" without a booking button once full, and nothing for an event without a limit', async () => {
    fakeApi({
      '/api/events': {
        data: [event(1, 15, 4), event(2, 15, 0), event(3, null, null)],
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 3 } },
      },
    });
    await renderShop(<EventsSection />);
    const [open, full, unlimited] = await screen.findAllByRole('article');

    expect(within(open!).getByTestId('seats-left').textContent).toBe('Places restantes\u202f: 4');
    expect(within(open!).queryByRole('button', { name: 'Réserver' })).not.toBeNull();
    expect(within(full!).getByTestId('seats-left').textContent).toBe('Complet');
    expect(within(full!).queryByRole('button', { name: 'Réserver' })).toBeNull();
    expect(within(unlimited!).queryByTestId('seats-left')).toBeNull();
    expect(within(unlimited!).queryByRole('button', { name: 'Réserver' })).not.toBeNull();
  });

  it('after a booking, the card shows the places the server says are left (issue 21: it stayed at 15)', async () => {
    const api = fakeApi({
      '/api/events': {
        data: [{ ...event(1, 15, 15), date: '2099-03-01T10:00:00.000Z' }],
        meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 1 } },
      },
      '/api/bookings': { data: { id: 31, seats_left: 14 } },
    });
    await renderShop(<EventsSection />);
    const card = await screen.findByRole('article');
    expect(within(card).getByTestId('seats-left').textContent).toBe('Places restantes\u202f: 15');
    await userEvent.click(within(card).getByRole('button', { name: 'Réserver' }));
    const form = within(card).getByRole('form', { name: 'Atelier 1' });
    await userEvent.type(within(form).getByLabelText('Prénom'), 'Awa');
    await userEvent.type(within(form).getByLabelText('Nom'), 'Diop');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'awa@example.sn');
    await userEvent.type(within(form).getByLabelText('Adresse'), 'Rue 12, Plateau');
    await userEvent.type(within(form).getByLabelText('Téléphone'), '771234567');
    await userEvent.click(within(form).getByRole('button', { name: 'Confirmer la réservation' }));
    await vi.waitFor(() => expect(within(card).getByTestId('seats-left').textContent).toBe('Places restantes\u202f: 14'));
    expect(api.requests.filter((url) => url.pathname === '/api/bookings')).toHaveLength(1);
  });

  it.each([
    ['fr', 'Place restante\u202f: 1', 'Places restantes\u202f: 2'],
    ['en', 'Place left: 1', 'Places left: 2'],
    ['ar', 'مكان واحد متبقٍّ', 'مكانان متبقيان'],
  ] as const)('%s: the places left agree with their number, one place in the singular (issue 21)', async (locale, one, two) => {
    fakeApi({
      '/api/events': { data: [event(1, 15, 1), event(2, 15, 2)], meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: 2 } } },
    });
    await renderShop(<EventsSection />, { locale });
    const [lastSeat, twoSeats] = await screen.findAllByRole('article');
    expect(within(lastSeat!).getByTestId('seats-left').textContent).toBe(one);
    expect(within(twoSeats!).getByTestId('seats-left').textContent).toBe(two);
  });
});
