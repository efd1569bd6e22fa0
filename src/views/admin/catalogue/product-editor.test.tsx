// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AdminProduct } from '../../../domain/admin';
import { authChanged, awa } from '../../account/testing';
import { fakeApi } from '../../shared/testing';
import { renderAdmin, staffMe } from '../testing';

vi.mock('../../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const tea: AdminProduct = {
  id: 2,
  slug: 'tisane-2',
  category_id: 1,
  name_fr: 'Tisane n°2',
  name_en: 'Tea no. 2',
  description_fr: 'Une tisane.',
  description_en: 'A tea.',
  price: 2000,
  availability: true,
  images: [],
  version: 3,
  updated_at: '2030-12-01T10:00:00.000Z',
};

/** The fake API with PATCH /api/admin/products/2 answered by `answer`; the bodies sent are recorded. */
function productApi(answer: (body: Record<string, unknown>) => Response) {
  const api = fakeApi({ '/api/admin/me': staffMe, '/api/admin/products': { data: [tea] } });
  const sent: Record<string, unknown>[] = [];
  const others = globalThis.fetch;
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'PATCH') return others(request);
    const body = (await request.json()) as Record<string, unknown>;
    sent.push(body);
    return answer(body);
  });
  return { api, sent };
}

const json = (body: unknown, code = 200) =>
  new Response(JSON.stringify(body), { status: code, headers: { 'content-type': 'application/json' } });

async function openTea() {
  const { root } = await renderAdmin('/admin/catalogue/products/2');
  authChanged(root(), awa);
  return screen.findByRole('spinbutton', { name: 'Price (F CFA)' }, { timeout: 15_000 });
}

describe('a product’s form', () => {
  it('refuses a price the API’s schema refuses, in words, without sending it', async () => {
    const { sent } = productApi(() => json({ data: tea }));
    fireEvent.change(await openTea(), { target: { value: '-5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Must be 0 or more')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('saves with the version it was loaded at; someone’s newer save (409) shows both versions and reloads theirs', async () => {
    const theirs = { ...tea, price: 2500, version: 4 };
    const { sent } = productApi((body) =>
      json(
        {
          error: {
            status: 409,
            name: 'Conflict',
            message: 'stale',
            details: { reason: 'version_conflict', current: theirs, submitted: body },
          },
        },
        409,
      ),
    );
    fireEvent.change(await openTea(), { target: { value: '1800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(sent[0]).toMatchObject({ version: 3, price: 1800 });
    expect(alert.textContent).toContain('Someone else saved this record while you were editing it.');
    expect([within(alert).getByTestId('theirs-price').textContent, within(alert).getByTestId('mine-price').textContent]).toEqual([
      '2500',
      '1800',
    ]);

    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the saved version' }));
    expect((screen.getByRole('spinbutton', { name: 'Price (F CFA)' }) as HTMLInputElement).value).toBe('2500');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('“save mine over it” sends the same edit with the newer version', async () => {
    const theirs = { ...tea, price: 2500, version: 4 };
    const { sent } = productApi((body) =>
      body.version === 4
        ? json({ data: { ...tea, price: 1800, version: 5 } })
        : json(
            {
              error: {
                status: 409,
                name: 'Conflict',
                message: 'stale',
                details: { reason: 'version_conflict', current: theirs, submitted: body },
              },
            },
            409,
          ),
    );
    fireEvent.change(await openTea(), { target: { value: '1800' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save mine over it' }));
    expect(await screen.findByText('Saved. Shoppers see it now.')).toBeTruthy();
    expect(sent.map((body) => [body.version, body.price])).toEqual([
      [3, 1800],
      [4, 1800],
    ]);
  });
});

describe('/admin/catalogue/products', () => {
  it('a screen reader hears each product as name, price, stock — never run together ("F CFA 2,000out of stock")', async () => {
    fakeApi({
      '/api/admin/me': staffMe,
      '/api/admin/products': { data: [tea, { ...tea, id: 3, name_en: 'Tea no. 3', availability: false }] },
    });
    const { root } = await renderAdmin('/admin/catalogue/products');
    authChanged(root(), awa);
    const list = (await screen.findByText('Tea no. 3', {}, { timeout: 15_000 })).closest('ul')!;
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent?.replace(/\s/g, ' ')),
    ).toEqual(['Tea no. 2, F CFA 2,000', 'Tea no. 3, F CFA 2,000, out of stock']);
  });
});
