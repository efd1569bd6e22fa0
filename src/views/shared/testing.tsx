// Test support for component tests of the shop's views (imported by *.test.tsx only, never by the app).
import type { ReactElement, ReactNode } from 'react';
import { configure, render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nProvider } from '@lingui/react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { Actor } from 'xstate';
import { RootActor } from '../../actors/root-actor';
import type { rootMachine, RootInput } from '../../machines/root';
import { activateLocale, i18n, type Locale } from '../../services/i18n';

export { catalogueReplies, categoryNames, fakeApi, fixtureProducts, pending, status, type Reply } from '../../services/testing/api';

// A whole shop rendered from cold loads its lazy pages and locale on first use: on a busy 2-core CI machine that
// takes seconds, not the 1 s testing-library waits by default. A view that never comes still fails.
configure({ asyncUtilTimeout: 5_000 });

export type RootActorRef = Actor<typeof rootMachine>;

export interface ShopRenderOptions {
  path?: string;
  locale?: Locale;
  input?: RootInput;
}

/** Test providers: French by default, a fresh query client, the real root actor, an in-memory router. */
export async function renderShop(ui: ReactElement, { path = '/', locale = 'fr', input }: ShopRenderOptions = {}) {
  await activateLocale(locale);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const location = memoryLocation({ path, record: true });
  const root: { current: RootActorRef | null } = { current: null };
  function CaptureRoot() {
    root.current = RootActor.useActorRef();
    return null;
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <RootActor.Provider options={{ input: input ?? { cart: { items: [] }, wishlist: { items: [] } } }}>
          <CaptureRoot />
          <Router hook={location.hook}>{children}</Router>
        </RootActor.Provider>
      </QueryClientProvider>
    </I18nProvider>
  );
  const result = render(ui, { wrapper });
  const actor = () => {
    if (!root.current) throw new Error('root actor not started');
    return root.current;
  };
  return { ...result, queryClient, location, root: actor };
}

/** matchMedia that answers min-/max-width queries for a given window width. */
export function mockViewportWidth(width: number): { resize: (next: number) => void } {
  let current = width;
  const lists = new Set<{ query: string; listeners: Set<() => void> }>();
  const matches = (query: string) => {
    const min = /min-width:\s*(\d+)px/.exec(query);
    const max = /max-width:\s*(\d+)px/.exec(query);
    return (!min || current >= Number(min[1])) && (!max || current <= Number(max[1]));
  };
  vi.stubGlobal('matchMedia', (query: string) => {
    const entry = { query, listeners: new Set<() => void>() };
    lists.add(entry);
    return {
      get matches() {
        return matches(query);
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => entry.listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => entry.listeners.delete(listener),
    };
  });
  return {
    resize(next) {
      current = next;
      for (const entry of lists) for (const listener of entry.listeners) listener();
    },
  };
}
