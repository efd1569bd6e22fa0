// The back office's live feed reaches the real server through a relay the path can cut, the one network
// interception of this flow: the tab's GET /api/admin/live is sent to a small HTTP server of the test, which
// asks the shop's server with the same headers (the staff member's ID token) and passes its stream on byte for
// byte. A path ends it cleanly (as the server does after a stream's 15 minutes) or drops it (a lost connection).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { World } from '../flow';

export interface LiveRelay {
  /** Streams the relay passes on now. */
  readonly open: number;
  /** Every stream the tab asked for, and when the last one opened. */
  readonly served: number;
  readonly lastOpenedAt: number;
  /** Ends every stream cleanly, as the server does after its lifetime. */
  endAll(): void;
  /** Cuts every stream mid-way, as a lost connection does. */
  dropAll(): void;
}

const upstreamHeader = 'x-relay-to';

/** The relay of this path's tab, set up before the back office opens. */
export async function relayLiveFeed(world: World): Promise<LiveRelay> {
  const streams = new Set<{ response: ServerResponse; upstream: AbortController; cut: boolean }>();
  let served = 0;
  let lastOpenedAt = 0;

  const relay = async (request: IncomingMessage, response: ServerResponse) => {
    const upstream = new AbortController();
    const stream = { response, upstream, cut: false };
    streams.add(stream);
    response.once('close', () => {
      streams.delete(stream);
      upstream.abort();
    });
    try {
      const answer = await fetch(String(request.headers[upstreamHeader]), {
        headers: { authorization: String(request.headers.authorization ?? ''), accept: 'text/event-stream' },
        signal: upstream.signal,
      });
      response.writeHead(answer.status, {
        'content-type': answer.headers.get('content-type') ?? 'text/plain',
        'cache-control': 'no-store',
      });
      served += 1;
      lastOpenedAt = Date.now();
      if (!answer.body) return void response.end();
      const reader = answer.body.getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) response.write(chunk.value);
      response.end();
    } catch {
      // The server's stream broke (or the path cut it, which has already answered the tab its own way).
      if (!stream.cut) response.destroy();
    }
  };
  const server = createServer((request, response) => void relay(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // The relay lives as long as the path's worker; its streams end with the tab.
  server.unref();
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/live`;
  await world.page.route('**/api/admin/live', (route) =>
    route.continue({ url: address, headers: { ...route.request().headers(), [upstreamHeader]: route.request().url() } }),
  );
  const relayed: LiveRelay = {
    get open() {
      return streams.size;
    },
    get served() {
      return served;
    },
    get lastOpenedAt() {
      return lastOpenedAt;
    },
    endAll() {
      for (const stream of streams) {
        stream.cut = true;
        stream.response.end();
        stream.upstream.abort();
      }
    },
    dropAll() {
      for (const stream of streams) {
        stream.cut = true;
        stream.response.destroy();
        stream.upstream.abort();
      }
    },
  };
  world.memory.set('liveRelay', relayed);
  return relayed;
}

export const liveRelayOf = (world: World): LiveRelay => {
  const relayed = world.memory.get('liveRelay') as LiveRelay | undefined;
  if (!relayed) throw new Error('liveFeed: the relay was not set up at the start');
  return relayed;
};
