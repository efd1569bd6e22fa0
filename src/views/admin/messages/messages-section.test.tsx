// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import type { AdminMessage } from '../../../domain/admin';
import { authChanged, awa } from '../../account/testing';
import { fakeApi } from '../../shared/testing';
import { renderAdmin, staffMe } from '../testing';

vi.mock('../../../services/firebase', () => ({ currentIdToken: async () => 'test-id-token' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message: AdminMessage = {
  id: 4,
  fname: 'Aïda',
  lname: 'Ba',
  email: 'aida@example.sn',
  phone: '+221 77 000 00 01',
  country_id: 1,
  message: 'Avez-vous du moringa en poudre ?',
  handled_at: null,
  handled_by: null,
  version: 1,
  created_at: '2030-12-01T10:00:00.000Z',
};
const page = (data: AdminMessage[]) => ({ data, meta: { pagination: { page: 1, pageSize: 25, pageCount: 1, total: data.length } } });

describe('/admin/messages', () => {
  it('lists the open messages; “mark handled” sends the message’s version and the list is asked again', async () => {
    const api = fakeApi({ '/api/admin/me': staffMe, '/api/admin/messages': page([message]) });
    const sent: unknown[] = [];
    const gets = globalThis.fetch;
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method !== 'POST') return gets(request);
      sent.push({ path: new URL(request.url).pathname, body: await request.json() });
      api.reply('/api/admin/messages', page([]));
      return new Response(
        JSON.stringify({ data: { ...message, handled_at: '2030-12-01T11:00:00.000Z', handled_by: '+221771234567', version: 2 } }),
        { status: 200 },
      );
    });
    const { root } = await renderAdmin('/admin/messages');
    authChanged(root(), awa);
    expect(await screen.findByText('Avez-vous du moringa en poudre ?', {}, { timeout: 15_000 })).toBeTruthy();
    expect(api.requests.find((url) => url.pathname === '/api/admin/messages')?.searchParams.get('status')).toBe('open');
    fireEvent.click(screen.getByRole('button', { name: 'Mark handled' }));
    expect(await screen.findByText('No message here.')).toBeTruthy();
    expect(sent).toEqual([{ path: '/api/admin/messages/4/handled', body: { handled: true, version: 1 } }]);
  });
});
