/** Live feed tests: a staff tab's stream read as the browser reads it (fetch with the token, SSE parsed). */
import { createParser } from 'eventsource-parser';
import { liveEventSchema, type LiveEvent } from '../../src/domain/live-events';

export interface FeedReader {
  status: number;
  contentType: string | null;
  /** The next event, or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<LiveEvent>;
  /** Every comment seen so far (`listening`, `heartbeat`). */
  readonly comments: string[];
  /** Everything heard in the next `ms` (to show that nothing came). */
  heardWithin(ms: number): Promise<LiveEvent[]>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  close(): void;
}

export async function openFeed(base: string, headers: Record<string, string>): Promise<FeedReader> {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/admin/live`, { headers, signal: abort.signal });
  const queue: LiveEvent[] = [];
  const comments: string[] = [];
  let wake: (() => void) | null = null;
  const parser = createParser({
    onEvent: (event) => {
      queue.push(liveEventSchema.parse(JSON.parse(event.data)));
      wake?.();
    },
    onComment: (comment) => void comments.push(comment.trim()),
  });
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    try {
      const reader = response.body.getReader();
      for (let read = await reader.read(); !read.done; read = await reader.read())
        parser.feed(decoder.decode(read.value, { stream: true }));
    } catch {
      // Closed by the test.
    }
  })();
  return {
    status: response.status,
    contentType: response.headers.get('content-type'),
    comments,
    ended,
    async next(timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (queue.length === 0) {
        if (Date.now() > deadline) throw new Error(`no live event within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
      return queue.shift() as LiveEvent;
    },
    async heardWithin(ms) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return queue.splice(0);
    },
    close: () => abort.abort(),
  };
}
