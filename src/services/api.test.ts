import { describe, expect, it } from 'vitest';
import { createApiClient, HTTPError, parseRouteId, TimeoutError } from './api';

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** A client over a fake server answering `answers` in turn (the last one again once they run out). */
function recordingFetch(answers: (() => Response | Promise<Response>)[] = [() => json({ ok: true })], timeoutMs?: number) {
  const seen: Request[] = [];
  const fetch = async (request: Request) => {
    seen.push(request);
    return (answers[seen.length - 1] ?? answers.at(-1)!)();
  };
  return { seen, client: createApiClient({ prefixUrl: 'http://shop.test/api', fetch, ...(timeoutMs ? { timeoutMs } : {}) }) };
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

  it("rejects a refused call with an HTTPError whose response still has the API's JSON error", async () => {
    const { seen, client } = recordingFetch([() => json({ error: { status: 400, name: 'ValidationError' } }, 400)]);
    const error: unknown = await client
      .post('messages', { json: {} })
      .json()
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HTTPError);
    expect((error as HTTPError).response.status).toBe(400);
    expect(await (error as HTTPError).response.json()).toEqual({ error: { status: 400, name: 'ValidationError' } });
    expect(seen).toHaveLength(1);
  });

  it('tries a GET once more after a server error or a network failure, then gives up', async () => {
    const flaky = recordingFetch([() => json({}, 503), () => json({ data: 1 })]);
    expect(await flaky.client.get('products').json()).toEqual({ data: 1 });
    const offline = recordingFetch([() => Promise.reject(new TypeError('Failed to fetch'))]);
    await expect(offline.client.get('products').json()).rejects.toThrow('Failed to fetch');
    expect([flaky.seen.length, offline.seen.length]).toEqual([2, 2]);
  });

  it('never repeats a POST, nor a GET the server refused for good (404)', async () => {
    const post = recordingFetch([() => json({}, 503)]);
    await expect(post.client.post('orders', { json: {} })).rejects.toBeInstanceOf(HTTPError);
    const missing = recordingFetch([() => json({}, 404)]);
    await expect(missing.client.get('orders/9')).rejects.toBeInstanceOf(HTTPError);
    expect([post.seen.length, missing.seen.length]).toEqual([1, 1]);
  });

  it('gives up on a server that does not answer in time with a TimeoutError, without retrying', async () => {
    const never = () => new Promise<Response>(() => undefined);
    const { seen, client } = recordingFetch([never], 50);
    await expect(client.get('products')).rejects.toBeInstanceOf(TimeoutError);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.signal.aborted).toBe(true);
  });

  it('reads an empty answer as an empty string', async () => {
    const { client } = recordingFetch([() => new Response(null, { status: 204 })]);
    expect(await client.post('cart').json()).toBe('');
  });
});

describe('parseRouteId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    ['999999999', 999_999_999],
  ])('%j → %d', (raw, id) => expect(parseRouteId(raw)).toBe(id));

  it.each([undefined, '', '0', '000', '-1', '1.5', '1e3', 'abc', '12abc', ' 1', '1234567890'])('%j → null', (raw) =>
    expect(parseRouteId(raw)).toBeNull(),
  );
});
