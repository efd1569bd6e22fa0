// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { AdminService } from '../../../domain/admin';
import { authChanged, awa } from '../../account/testing';
import { fakeApi } from '../../shared/testing';
import { renderAdmin, staffMe } from '../testing';

vi.mock('../../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const massage: AdminService = {
  id: 3,
  slug: 'massage',
  name_fr: 'Massage aux huiles',
  name_en: 'Plant-oil massage',
  description_fr: 'Un massage.',
  description_en: 'A massage.',
  image_link: '/uploads/services/massage.webp',
  price: 20_000,
  version: 2,
};

/** The fake API with PATCH /api/admin/services/3 saving what it is sent; the bodies sent are recorded. */
function serviceApi(service: AdminService) {
  fakeApi({ '/api/admin/me': staffMe, '/api/admin/services': { data: [service] } });
  const sent: Record<string, unknown>[] = [];
  const others = globalThis.fetch;
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'PATCH') return others(request);
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    const { version: _version, ...fields } = body;
    return new Response(JSON.stringify({ data: { ...service, ...fields, version: service.version + 1 } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

async function openMassage(locale: 'fr' | 'en' = 'en', label = 'Price (F CFA)') {
  const { root } = await renderAdmin('/admin/catalogue/services', locale);
  authChanged(root(), awa);
  fireEvent.click(await screen.findByText('Massage aux huiles', {}, { timeout: 15_000 }));
  return screen.getByRole('spinbutton', { name: label }) as HTMLInputElement;
}

describe('a service’s price in its form', () => {
  it('shows the saved price and saves a new one, a whole number, with the version it was loaded at', async () => {
    const sent = serviceApi(massage);
    const price = await openMassage();
    expect(price.value).toBe('20000');
    fireEvent.change(price, { target: { value: '18500' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ version: 2, price: 18_500 })]);
  });

  it('emptied, it takes the price off (null); a service with no price opens empty', async () => {
    const sent = serviceApi(massage);
    const price = await openMassage();
    fireEvent.change(price, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
    expect(sent).toEqual([expect.objectContaining({ version: 2, price: null })]);
    expect(price.value).toBe('');
    expect(price.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Leave empty to show no price on the service page.')).toBeTruthy();
  });

  it('refuses a negative or a fractional price in words, without sending it', async () => {
    const sent = serviceApi(massage);
    const price = await openMassage();
    fireEvent.change(price, { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 0 or more')).toBeTruthy();
    expect(price.getAttribute('aria-invalid')).toBe('true');
    fireEvent.change(price, { target: { value: '1500.5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be a whole amount')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('in French, the field and its refusal are in French', async () => {
    const sent = serviceApi({ ...massage, price: null });
    const price = await openMassage('fr', 'Prix (F CFA)');
    expect(price.value).toBe('');
    fireEvent.change(price, { target: { value: '100000001' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(/^100.000.000 au plus$/)).toBeTruthy();
    expect(sent).toEqual([]);
  });
});
