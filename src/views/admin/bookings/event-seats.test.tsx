// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { authChanged, awa } from '../../account/testing';
import { fakeApi } from '../../shared/testing';
import { renderAdmin, staffMe, workshop } from '../testing';

vi.mock('../../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** An event of `capacity` seats (null: no limit) of which one is booked. */
function eventWithOneBooked(capacity: number | null) {
  const left = capacity === null ? null : capacity - 1;
  fakeApi({
    '/api/admin/me': staffMe,
    '/api/admin/shops': { data: [] },
    '/api/admin/services': { data: [] },
    '/api/admin/bookings': { data: [] },
    '/api/admin/events': { data: [workshop(capacity)] },
    '/api/admin/events/5/attendees': {
      data: {
        event: { id: 5, title: 'Atelier', starts_at: '2030-12-20T17:00:00.000Z', capacity, seats_booked: 1, seats_left: left },
        attendees: [],
      },
    },
  });
}

async function seatsLine() {
  const { root } = await renderAdmin('/admin/bookings', 'fr');
  authChanged(root(), awa);
  const attendees = await screen.findByRole('region', { name: 'Participants aux événements' }, { timeout: 15_000 });
  return within(attendees).findByText(/réservée/);
}

describe('the seats of an event, in words that agree with their number (issue 21: "1 réservées")', () => {
  it('one booked and one left are singular', async () => {
    eventWithOneBooked(2);
    expect((await seatsLine()).textContent).toBe('1 réservée, 1 place restante sur 2');
  });

  it('several left are plural; without a limit, one booked is still singular', async () => {
    eventWithOneBooked(10);
    expect((await seatsLine()).textContent).toBe('1 réservée, 9 places restantes sur 10');
    cleanup();
    eventWithOneBooked(null);
    expect((await seatsLine()).textContent).toBe('1 réservée, sans limite de places');
  });
});
