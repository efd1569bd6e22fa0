// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AdminBooking } from '../../../domain/admin';
import { authChanged, awa } from '../../account/testing';
import { fakeApi } from '../../shared/testing';
import { renderAdmin, staffMe, workshop } from '../testing';

vi.mock('../../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const booking = (id: number, day: string, hour: string, fname: string, kind: AdminBooking['kind'] = 'service'): AdminBooking => ({
  id,
  kind,
  service_id: 1,
  service_name: 'Massage',
  shop_id: 1,
  shop_name: 'Médina',
  day,
  hour,
  fname,
  lname: 'Sow',
  email: `${fname.toLowerCase()}@example.sn`,
  phone: '+221 77 000 00 00',
  status: 'booked',
  version: 2,
  created_at: '2030-12-01T10:00:00.000Z',
});

function bookingsApi() {
  const api = fakeApi({
    '/api/admin/me': staffMe,
    '/api/admin/shops': {
      data: [{ id: 1, slug: 'medina', name: 'Médina', address: 'Rue 1', week: { start: 9, end: 19 }, weekend: null, version: 1 }],
    },
    '/api/admin/services': { data: [] },
    '/api/admin/events': { data: [workshop(10)] },
    '/api/admin/bookings': {
      data: [
        booking(1, '2030-12-02', '10:00', 'Fatou'),
        booking(2, '2030-12-02', '11:00', 'Ibou'),
        booking(3, '2030-12-03', '09:00', 'Aïda'),
      ],
    },
    '/api/admin/events/5/attendees': {
      data: {
        event: { id: 5, title: 'Atelier', starts_at: '2030-12-20T17:00:00.000Z', capacity: 10, seats_booked: 1, seats_left: 9 },
        attendees: [booking(9, '2030-12-20', '17:00', 'Moussa', 'event')],
      },
    },
  });
  const decisions: { path: string; body: unknown }[] = [];
  const gets = globalThis.fetch;
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'POST') return gets(request);
    const path = new URL(request.url).pathname;
    decisions.push({ path, body: await request.json() });
    return new Response(JSON.stringify({ data: { ...booking(1, '2030-12-02', '10:00', 'Fatou'), status: 'confirmed', version: 3 } }), {
      status: 200,
    });
  });
  return { api, decisions };
}

describe('/admin/bookings', () => {
  it('shows the services’ bookings by day and the event’s attendees with the seats left; confirming sends the booking’s version', async () => {
    const { decisions } = bookingsApi();
    const { root } = await renderAdmin('/admin/bookings');
    authChanged(root(), awa);
    const agenda = await screen.findByRole('region', { name: 'Agenda of the services' }, { timeout: 15_000 });
    expect((await within(agenda).findAllByRole('heading', { level: 3 })).map((day) => day.textContent)).toEqual([
      'Monday, December 2',
      'Tuesday, December 3',
    ]);
    expect(
      within(agenda)
        .getAllByRole('listitem')
        .map((item) => item.querySelector('p')?.textContent),
    ).toEqual(['10:00 · Fatou Sow · Massage', '11:00 · Ibou Sow · Massage', '09:00 · Aïda Sow · Massage']);
    const attendees = screen.getByRole('region', { name: 'Event attendees' });
    expect(await within(attendees).findByText('1 booked, 9 seats left of 10')).toBeTruthy();
    expect(within(attendees).getByText(/Moussa Sow/)).toBeTruthy();

    fireEvent.click(within(agenda).getByRole('button', { name: 'Confirm the booking of Fatou Sow' }));
    await vi.waitFor(() => expect(decisions).toEqual([{ path: '/api/admin/bookings/1/confirm', body: { version: 2 } }]));
    fireEvent.click(within(attendees).getByRole('button', { name: 'Cancel the booking of Moussa Sow' }));
    await vi.waitFor(() => expect(decisions.at(-1)).toEqual({ path: '/api/admin/bookings/9/cancel', body: { version: 2 } }));
  });

  it('an empty agenda says which week it shows: from today in Dakar, written out, and the day field is filled', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2030-12-02T23:30:00Z'));
    try {
      const { api } = bookingsApi();
      api.reply('/api/admin/bookings', { data: [] });
      const { root } = await renderAdmin('/admin/bookings');
      authChanged(root(), awa);
      const agenda = await screen.findByRole('region', { name: 'Agenda of the services' }, { timeout: 15_000 });
      expect((await within(agenda).findByText(/^No booking/)).textContent).toBe(
        'No booking from Monday, December 2 to Sunday, December 8.',
      );
      expect(within(agenda).getByLabelText<HTMLInputElement>('From').value).toBe('2030-12-02');
      const asked = api.requests.filter((url) => url.pathname === '/api/admin/bookings').at(-1);
      expect([asked?.searchParams.get('from'), asked?.searchParams.get('to')]).toEqual(['2030-12-02', '2030-12-08']);
    } finally {
      vi.useRealTimers();
    }
  });
});
