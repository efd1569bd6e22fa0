// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import FlowsRoutes from './flows-routes';
import { fakeApi, renderShop } from '../shared/testing';

const config = (flowStudio: boolean | undefined) => ({
  firebase: { apiKey: 'key', authDomain: 'localhost', projectId: 'demo-baobab' },
  authEmulatorUrl: null,
  ...(flowStudio === undefined ? {} : { flowStudio }),
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the flow studio switch', () => {
  it('lists the flows when the server says the studio is on', async () => {
    fakeApi({ '/api/client-config': config(true) });
    await renderShop(<FlowsRoutes />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: "The shop's flows" }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.getByText('The cart: one line per product, quantities 1 to 99, kept in the browser.')).toBeTruthy();
  });

  it.each([false, undefined])('shows only that it is off when the server says %s', async (flowStudio) => {
    fakeApi({ '/api/client-config': config(flowStudio) });
    await renderShop(<FlowsRoutes />, { locale: 'en' });
    expect(await screen.findByRole('heading', { name: 'The flow studio is off' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText(/The cart: one line/)).toBeNull();
  });
});
