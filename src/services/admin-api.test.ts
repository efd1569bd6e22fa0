// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HTTPError } from './api';
import { adminDelete, adminPatch, adminUpload } from './admin-api';

vi.mock('./firebase', () => ({ currentIdToken: async () => 'staff-token' }));

afterEach(() => vi.unstubAllGlobals());

/** What left the browser: method, path, query, headers and the body as bytes. */
function recordFetch(status = 200) {
  const sent: Request[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    sent.push(request);
    return new Response(status === 204 ? null : JSON.stringify({ data: 1 }), { status, headers: { 'content-type': 'application/json' } });
  });
  return sent;
}

describe('the back office’s other methods', () => {
  it('PATCH sends the edit as JSON bytes with the staff member’s token', async () => {
    const sent = recordFetch();
    expect(await adminPatch('admin/products/2', { version: 3, price: 900 }).json()).toEqual({ data: 1 });
    const [request] = sent;
    expect(request!.method).toBe('PATCH');
    expect(new URL(request!.url).pathname).toBe('/api/admin/products/2');
    expect(request!.headers.get('authorization')).toBe('Bearer staff-token');
    expect(request!.headers.get('content-type')).toContain('application/json');
    expect(await request!.json()).toEqual({ version: 3, price: 900 });
  });

  it('a picture is sent as its own bytes and content type, its facts in the query', async () => {
    const sent = recordFetch(201);
    await adminUpload('admin/products/2/images', new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }), {
      version: '4',
      alt_fr: 'Thé',
    });
    const [request] = sent;
    const url = new URL(request!.url);
    expect([request!.method, url.pathname, url.searchParams.get('version'), url.searchParams.get('alt_fr')]).toEqual([
      'POST',
      '/api/admin/products/2/images',
      '4',
      'Thé',
    ]);
    expect(request!.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await request!.arrayBuffer())]).toEqual([137, 80, 78, 71]);
  });

  it('DELETE has no body; a refusal is the shop client’s HTTPError, sent once', async () => {
    const sent = recordFetch(409);
    const error: unknown = await adminDelete('admin/staff/u1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    expect(sent.map((request) => [request.method, new URL(request.url).pathname, request.body])).toEqual([
      ['DELETE', '/api/admin/staff/u1', null],
    ]);
  });
});
