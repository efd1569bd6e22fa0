import { createParser } from 'eventsource-parser';
import { liveEventSchema, type LiveEvent } from '../domain/live-events';
import { currentIdToken } from './firebase';

export interface LiveHandlers {
  onEvent(event: LiveEvent): void;
  /** Connected again after a gap: nothing said meanwhile is replayed, so what is shown must be read again. */
  onReconnect(): void;
}

/** Waits after a failed connection, longest last; a random part keeps many tabs from coming back together. */
const backOffMs = [1_000, 2_000, 5_000, 10_000, 30_000];

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

function parse(data: string): LiveEvent | null {
  try {
    const parsed = liveEventSchema.safeParse(JSON.parse(data));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Follows GET /api/admin/live until the returned function is called. Read with fetch, not
 * EventSource, which cannot send the ID token (docs/decisions/live-back-office.md); so the reconnection
 * EventSource would do is done here, each time with a fresh token.
 */
export function followLiveEvents(handlers: LiveHandlers): () => void {
  const abort = new AbortController();
  const { signal } = abort;
  void (async () => {
    let failures = 0;
    let retryMs = 2_000;
    let opened = false;
    while (!signal.aborted) {
      try {
        const response = await fetch('/api/admin/live', {
          headers: { authorization: `Bearer ${await currentIdToken()}`, accept: 'text/event-stream' },
          cache: 'no-store',
          signal,
        });
        if (!response.ok || !response.body) throw new Error(`The live feed answered ${response.status}.`);
        failures = 0;
        if (opened) handlers.onReconnect();
        opened = true;
        const parser = createParser({
          onEvent: (message) => {
            const event = parse(message.data);
            if (event) handlers.onEvent(event);
          },
          onRetry: (ms) => (retryMs = ms),
        });
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) parser.feed(chunk.value);
        // The server ended it (its lifetime, a restart): back after the pause it asked for.
        await pause(retryMs, signal);
      } catch {
        if (signal.aborted) return;
        const wait = backOffMs[Math.min(failures, backOffMs.length - 1)] ?? 30_000;
        failures += 1;
        await pause(wait * (0.75 + Math.random() / 2), signal);
      }
    }
  })();
  return () => abort.abort();
}
