// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authChanged, awa } from '../../account/testing';
import { fakeApi } from '../../shared/testing';
import { renderAdmin, staffMe } from '../testing';
import { dashboardFigures } from './testing';

vi.mock('../../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function openDashboard(path = '/admin/dashboard') {
  const api = fakeApi({ '/api/admin/me': staffMe, '/api/admin/dashboard': { data: dashboardFigures } });
  const { root, location } = await renderAdmin(path);
  authChanged(root(), awa);
  await screen.findByRole('heading', { level: 2, name: 'Waiting for the staff' }, { timeout: 15_000 });
  return { api, location };
}

describe('the dashboard', () => {
  it('shows first what waits for the staff, then the period’s sales as a table a screen reader can read', async () => {
    await openDashboard();
    const regions = screen.getAllByRole('region').map((region) => within(region).getByRole('heading', { level: 2 }).textContent);
    expect(regions[0]).toBe('Waiting for the staff');
    expect(screen.getByRole('link', { name: /3\s*paid orders to prepare/ }).getAttribute('href')).toBe('/admin/orders?state=paid');
    const table = screen.getByRole('table', { name: 'Paid sales and paid orders per day' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(7);
    expect(rows[3]?.getAttribute('data-day')).toBe('2026-11-24');
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['F CFA 0', '0']);
    expect(screen.getByText(/9 of 12 seats booked/)).toBeTruthy();
  });

  it('asks the server for the period chosen, and keeps it in the address', async () => {
    const { api, location } = await openDashboard();
    fireEvent.click(screen.getByRole('radio', { name: '30 days' }));
    await waitFor(() => expect(location.history?.at(-1)).toBe('/admin/dashboard?period=30d'));
    await waitFor(() => expect(api.requests.some((url) => url.searchParams.get('period') === '30d')).toBe(true));
  });

  it('takes a custom range from the address and asks for exactly those days', async () => {
    const { api } = await openDashboard('/admin/dashboard?period=custom&from=2026-11-01&to=2026-11-15');
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-01');
    const asked = api.requests.find((url) => url.pathname === '/api/admin/dashboard');
    expect([asked?.searchParams.get('from'), asked?.searchParams.get('to')]).toEqual(['2026-11-01', '2026-11-15']);
  });
});
