// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { authChanged, awa } from '../account/testing';
import { fakeApi, status } from '../shared/testing';
import { dashboardFigures } from './dashboard/testing';
import { adminMe, renderAdmin, staffMe, summary } from './testing';

const refreshToken = vi.fn(async (_forceRefresh?: boolean) => 'fresh-token');
vi.mock('../../services/firebase', () => ({
  currentIdToken: async () => 'test-id-token',
  loadFirebase: async () => ({ auth: { currentUser: { getIdToken: refreshToken } } }),
}));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const orderList = {
  data: [summary(12, 'paid'), summary(11, 'preparing')],
  meta: { pagination: { page: 1, pageSize: 25, pageCount: 3, total: 52 } },
};
const sections = () => screen.queryByRole('navigation', { name: 'Back office sections' });

describe('who may enter /admin', () => {
  it('signed out: asks nothing and offers the phone sign-in, coming back to the page asked for', async () => {
    const api = fakeApi({ '/api/admin/me': staffMe });
    const { root } = await renderAdmin('/admin/orders?state=paid');
    authChanged(root(), null);
    const signIn = await screen.findByRole('link', { name: 'Sign in' }, { timeout: 5_000 });
    expect(signIn.getAttribute('href')).toBe('/auth/login?returnTo=%2Fadmin%2Forders%3Fstate%3Dpaid');
    expect(api.requests.filter((url) => url.pathname.startsWith('/api/admin'))).toEqual([]);
    expect(sections()).toBeNull();
  });

  it('a shopper (403) is refused in words, with no section to open', async () => {
    fakeApi({ '/api/admin/me': status(403), '/api/admin/orders': orderList });
    const { root } = await renderAdmin('/admin');
    authChanged(root(), awa);
    expect(await screen.findByRole('heading', { name: 'Access refused' }, { timeout: 5_000 })).toBeTruthy();
    expect(sections()).toBeNull();
    expect(screen.queryByText(/Order #12/)).toBeNull();
  });

  it('staff land on the dashboard; the orders stay one tab away; the staff section is not offered to them', async () => {
    fakeApi({ '/api/admin/me': staffMe, '/api/admin/dashboard': { data: dashboardFigures }, '/api/admin/orders': orderList });
    const { root, location } = await renderAdmin('/admin');
    authChanged(root(), awa);
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 15_000 })).toBeTruthy();
    expect(location.history?.at(-1)).toBe('/admin/dashboard');
    const links = sections()?.querySelectorAll('a') ?? [];
    expect([...links].map((link) => link.textContent)).toEqual(['Dashboard', 'Orders', 'Bookings', 'Messages', 'Catalogue']);
  });

  it('the orders list comes one server page at a time', async () => {
    const api = fakeApi({ '/api/admin/me': staffMe, '/api/admin/orders': orderList });
    const { root } = await renderAdmin('/admin/orders');
    authChanged(root(), awa);
    expect(await screen.findByRole('link', { name: /Order #12 · Awa Diop/ }, { timeout: 15_000 })).toBeTruthy();
    expect(screen.getByText('Page 1 of 3, 52 in all')).toBeTruthy();
    expect(api.requests.find((url) => url.pathname === '/api/admin/orders')?.searchParams.get('page')).toBeNull();
  });

  it('an admin is offered the staff section too', async () => {
    fakeApi({ '/api/admin/me': adminMe, '/api/admin/orders': orderList });
    const { root } = await renderAdmin('/admin/orders');
    authChanged(root(), awa);
    expect(await screen.findByRole('link', { name: 'Staff' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('someone given a role while signed in asks again with a fresh token, and is let in', async () => {
    const api = fakeApi({ '/api/admin/me': status(403), '/api/admin/orders': orderList });
    const { root } = await renderAdmin('/admin');
    authChanged(root(), awa);
    const checkAgain = await screen.findByRole('button', { name: 'I have just been given a role: check again' }, { timeout: 5_000 });
    api.reply('/api/admin/me', staffMe);
    fireEvent.click(checkAgain);
    expect(await screen.findByRole('navigation', { name: 'Back office sections' })).toBeTruthy();
    expect(refreshToken).toHaveBeenCalledWith(true);
  });

  it('a session the server no longer accepts (401: role taken back) says so and offers to sign out', async () => {
    fakeApi({ '/api/admin/me': status(401) });
    const { root } = await renderAdmin('/admin');
    authChanged(root(), awa);
    expect(await screen.findByRole('heading', { name: 'Your session has ended' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
    expect(sections()).toBeNull();
  });
});
