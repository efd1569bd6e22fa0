import { createParser } from 'eventsource-parser';
import { fromCallback } from 'xstate';
import { liveEventSchema, type LiveEvent } from '../domain/live-events';
import type { LiveFeedEvent } from '../machines/live-feed';
import { currentIdToken } from './firebase';

function parse(data: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * One connection to GET /api/admin/live, the live feed machine's `stream` (src/machines/live-feed.ts): read
 * with fetch, not EventSource, which cannot send the ID token (docs/decisions/live-back-office.md), so each
 * connection asks for a fresh one. Stopping the actor (the machine leaving the connection, the page going)
 * aborts the request.
 */
export const liveStream = fromCallback<LiveFeedEvent>(({ sendBack }) => {
  const abort = new AbortController();
  const { signal } = abort;
  void (async () => {
    try {
      const response = await fetch('/api/admin/live', {
        headers: { authorization: `Bearer ${await currentIdToken()}`, accept: 'text/event-stream' },
        cache: 'no-store',
        signal,
      });
      if (!response.ok || !response.body) throw new Error(`The live feed answered ${response.status}.`);
      sendBack({ type: 'OPENED' });
      const parser = createParser({
        onEvent: (message) => {
          const event = parse(message.data);
          if (event) sendBack({ type: 'LIVE_EVENT', event });
        },
        onRetry: (ms) => sendBack({ type: 'RETRY_HINT', ms }),
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(chunk.value);
      sendBack({ type: 'ENDED' });
    } catch {
      // The random part of the back-off: many tabs dropped together do not all come back together.
      if (!signal.aborted) sendBack({ type: 'FAILED', jitter: Math.random() });
    }
  })();
  return () => abort.abort();
});
