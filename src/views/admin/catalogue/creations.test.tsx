// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { AdminEvent, AdminProduct } from '../../../domain/admin';
import { authChanged, awa } from '../../account/testing';
import { fakeApi } from '../../shared/testing';
import { renderAdmin, staffMe } from '../testing';

vi.mock('../../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const soap: AdminProduct = {
  id: 9,
  slug: 'savon-au-karite',
  category_id: 1,
  name_fr: 'Savon au karité',
  name_en: 'Shea soap',
  description_fr: 'Fait main.',
  description_en: 'Handmade.',
  price: 2500,
  availability: true,
  images: [],
  version: 1,
  updated_at: '2030-12-01T10:00:00.000Z',
};

const workshop: AdminEvent = {
  id: 4,
  slug: 'atelier-bissap',
  title_fr: 'Atelier bissap',
  title_en: 'Bissap workshop',
  description_fr: 'Trois recettes.',
  description_en: 'Three recipes.',
  address: 'Almadies',
  starts_at: '2030-12-20T17:30:00.000Z',
  capacity: null,
  seats_booked: 0,
  version: 1,
};

/** The fake API with POST `path` answered by `created` (201); the bodies sent are recorded. */
function creationApi(path: string, created: unknown, lists: Record<string, unknown>) {
  fakeApi({ '/api/admin/me': staffMe, ...lists });
  const sent: Record<string, unknown>[] = [];
  const others = globalThis.fetch;
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'POST' || new URL(request.url).pathname !== path) return others(request);
    sent.push((await request.json()) as Record<string, unknown>);
    return new Response(JSON.stringify({ data: created }), { status: 201, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('New product', () => {
  it('refuses an empty form in words without sending it; a filled one is created and its page opens (for its pictures)', async () => {
    const sent = creationApi('/api/admin/products', soap, { '/api/admin/products': { data: [soap] } });
    const { root } = await renderAdmin('/admin/catalogue/products');
    authChanged(root(), awa);
    fireEvent.click(await screen.findByRole('link', { name: 'New product' }, { timeout: 15_000 }));
    const create = await screen.findByRole('button', { name: 'Create the product' }, { timeout: 15_000 });
    fireEvent.click(create);
    expect((await screen.findAllByText('Required')).length).toBe(4);
    expect(sent).toEqual([]);

    type('Name (French)', 'Savon au karité');
    type('Name (English)', 'Shea soap');
    type('Description (French)', 'Fait main.');
    type('Description (English)', 'Handmade.');
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Price (F CFA)' }), { target: { value: '2500' } });
    fireEvent.click(create);
    expect(await screen.findByRole('heading', { name: 'Savon au karité' })).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ name_fr: 'Savon au karité', name_en: 'Shea soap', price: 2500, availability: true });
    expect(typeof sent[0]?.category_id).toBe('number');
  });
});

describe('New event', () => {
  it('an empty start is refused in words; the start is sent in ISO form and an empty capacity as no limit, then it says it is created', async () => {
    const sent = creationApi('/api/admin/events', workshop, { '/api/admin/events': { data: [] } });
    const { root } = await renderAdmin('/admin/catalogue/events');
    authChanged(root(), awa);
    fireEvent.click(await screen.findByText('New event', { selector: 'summary' }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('button', { name: 'Create the event' }));
    expect(await screen.findByText('Must be a date and a time')).toBeTruthy();
    expect(sent).toEqual([]);
    type('Title (French)', 'Atelier bissap');
    type('Title (English)', 'Bissap workshop');
    type('Description (French)', 'Trois recettes.');
    type('Description (English)', 'Three recipes.');
    type('Place', 'Almadies');
    fireEvent.change(screen.getByLabelText('Starts at (shop time)'), { target: { value: '2030-12-20T17:30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the event' }));
    expect(await screen.findByText('“Atelier bissap” is created. Shoppers see it now.')).toBeTruthy();
    expect(sent).toEqual([
      {
        title_fr: 'Atelier bissap',
        title_en: 'Bissap workshop',
        description_fr: 'Trois recettes.',
        description_en: 'Three recipes.',
        address: 'Almadies',
        starts_at: '2030-12-20T17:30:00Z',
        capacity: null,
      },
    ]);
  });
});
