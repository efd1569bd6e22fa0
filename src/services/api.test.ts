import { describe, expect, it } from 'vitest';
import { api, parseRouteId } from './api';

function recordingFetch() {
  const seen: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    seen.push(new Request(input, init));
    return new Response('{"ok":true}', { status: 200, headers: { 'content-type': 'application/json' } });
  };
  return { seen, client: api.extend({ prefixUrl: 'http://shop.test/api', fetch }) };
}

describe('api client', () => {
  it('adds the current language to every call unless the caller gave one', async () => {
    const { seen, client } = recordingFetch();
    await client.get('products').json();
    await client.get('products', { searchParams: { locale: 'en' } }).json();
    expect(new URL(seen[0]!.url).searchParams.get('locale')).toMatch(/^(fr|en)$/);
    expect(new URL(seen[1]!.url).searchParams.get('locale')).toBe('en');
  });

  it('sends a POST body whole, as bytes rather than a stream (HTTP/1.1 servers cannot take a streamed upload)', async () => {
    const { seen, client } = recordingFetch();
    await client.post('messages', { json: { fname: 'Awa', message: 'Bonjour' } }).json();
    const sent = seen[0]!;
    expect(sent.method).toBe('POST');
    expect(sent.headers.get('content-type')).toContain('application/json');
    expect(await sent.json()).toEqual({ fname: 'Awa', message: 'Bonjour' });
  });
});

describe('parseRouteId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999_999_999],
  ])('%j → %d', (raw, id) => expect(parseRouteId(raw)).toBe(id));

  it.each([undefined, '', '0', '000', '-1', '1.5', '1e3', 'abc', '12abc', ' 1', '1234567890'])('%j → null', (raw) => expect(parseRouteId(raw)).toBeNull());
});
