import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Mobile data is precious; catalogue reads override these (liveCatalogue).
      staleTime: 5 * 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

/**
 * How catalogue reads (products, categories, services, delivery fees…) stay current: a staff edit is
 * "seen by shoppers now" (the back office says so), so a shopper coming back to the tab reads the
 * catalogue again at once, and a page opened more than a few seconds after the last read asks again
 * too. The server answers `no-cache` with an ETag (server/cache/cached-get.ts), so each of these reads
 * is a conditional request whose usual answer is an empty 304: the memory copy shows meanwhile. The
 * few seconds spare the first screen a second request for the answer it was just given (app/first-screen.ts).
 */
export const liveCatalogue = {
  staleTime: 3_000,
  // A read that failed is offered again in place by its own "Try again" (the shopper's choice), not behind her back.
  refetchOnWindowFocus: (query: { state: { status: string } }): boolean | 'always' => (query.state.status === 'error' ? false : 'always'),
} as const;

/** The first part of the key of every query answered for the signed-in account (through authApi). */
export const privateScope = 'private';

/**
 * The key of a query answered for one account: the private scope, the account's uid, then what is
 * asked. Another account never reads this answer from the cache, and sign-out forgets it as a whole.
 */
export function privateKey<const Parts extends readonly unknown[]>(uid: string | null, ...parts: Parts) {
  return [privateScope, uid, ...parts] as const;
}

/** Forgets every answer given to an account: when it signs out and whenever another account signs in. */
export function forgetPrivateQueries(client: QueryClient = queryClient): void {
  client.removeQueries({ queryKey: [privateScope] });
}
