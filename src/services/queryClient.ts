import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // Catalogue data changes rarely; mobile data is precious.
      staleTime: 5 * 60_000,
      retry: 1,
      refetchOnWindowFocus: false,
    },
  },
});

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
