// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const token = vi.hoisted(() => ({ current: 'id-token-1' as string | null }));
vi.mock('./firebase', () => ({
  currentIdToken: async () => {
    if (token.current === null) throw new Error('Nobody is signed in.');
    return token.current;
  },
}));

const { authApi } = await import('./auth-api');
const { activateLocale } = await import('./i18n');

interface Seen {
  url: URL;
  method: string;
  authorization: string | null;
  contentType: string | null;
  body: string;
}
let seen: Seen[] = [];

beforeEach(async () => {
  seen = [];
  token.current = 'id-token-1';
  await activateLocale('fr');
  vi.stubGlobal('fetch', async (request: Request) => {
    seen.push({
      url: new URL(request.url),
      method: request.method,
      authorization: request.headers.get('authorization'),
      contentType: request.headers.get('content-type'),
      body: await request.clone().text(),
    });
    return new Response(JSON.stringify({ data: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
});
afterEach(() => vi.unstubAllGlobals());

describe('authApi', () => {
  it('sends the ID token and the language with a GET', async () => {
    await authApi.get('customers').json();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.url.pathname).toBe('/api/customers');
    expect(seen[0]?.url.searchParams.get('locale')).toBe('fr');
    expect(seen[0]?.authorization).toBe('Bearer id-token-1');
  });

  it('sends the JSON body of a POST intact, with the token', async () => {
    await activateLocale('en');
    await authApi.post('customers', { json: { fname: 'Awa', lname: 'Diop' } }).json();
    expect(seen[0]).toMatchObject({
      method: 'POST',
      authorization: 'Bearer id-token-1',
      contentType: 'application/json',
      body: '{"fname":"Awa","lname":"Diop"}',
    });
    expect(seen[0]?.url.searchParams.get('locale')).toBe('en');
  });

  it('asks for a fresh token on every call', async () => {
    await authApi.get('customers');
    token.current = 'id-token-2';
    await authApi.get('customers');
    expect(seen.map((request) => request.authorization)).toEqual(['Bearer id-token-1', 'Bearer id-token-2']);
  });

  it('sends nothing when nobody is signed in', async () => {
    token.current = null;
    await expect(authApi.get('customers')).rejects.toThrow('Nobody is signed in.');
    expect(seen).toEqual([]);
  });
});
