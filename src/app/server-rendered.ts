/**
 * Taking over a page the server rendered (src/entry-server.tsx, server/seo): which language it was written in, and
 * the answers its queries had, put back in the query cache so the first render finds what the server found.
 */
import { pageStateElementId, type RenderedQuery } from '../domain/page-render';
import { ProductNotFound } from '../services/catalog';
import { queryClient } from '../services/query-client';

/** The server's answers, dated now: the page shows them as fresh, as if it had just asked (a catalogue change renders anew). */
export function takeRenderedQueries(): void {
  const text = document.getElementById(pageStateElementId)?.textContent;
  if (!text) return;
  const now = Date.now();
  for (const { key, data, notFound } of JSON.parse(text) as RenderedQuery[]) {
    if (notFound === undefined) {
      queryClient.setQueryData(key, data, { updatedAt: now });
      continue;
    }
    const error = Object.assign(new ProductNotFound(undefined), { message: notFound });
    queryClient
      .getQueryCache()
      .build(queryClient, { queryKey: key })
      .setState({ status: 'error', error, errorUpdatedAt: now, fetchStatus: 'idle' });
  }
}

/** A hydration React had to give up (the server's markup was not what the browser rendered): said, so tests see it. */
export function reportHydrationError(error: unknown): void {
  console.error('Hydration:', error);
}
