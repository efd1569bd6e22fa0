import { StrictMode } from 'react';
import { Router } from 'wouter';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { InspectionEvent, Observer } from 'xstate';
import type { RootInput } from '../machines/root';
import { RootActor } from '../actors/root-actor';
import { PersistCartAndWishlist } from '../actors/persist-cart-and-wishlist';
import { rootLogic } from '../actors/root-logic';
import { StudioListener } from '../actors/studio-listener';
import { i18n } from '../services/i18n';
import { queryClient } from '../services/query-client';
import { TakenOver } from '../views/shared/takeover-suspense';
import { App } from './app';

export interface ShopTreeProps {
  input: RootInput;
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void) | undefined;
  /** The address rendered, on the server only (the browser reads its own location). */
  ssrPath?: string;
  ssrSearch?: string;
}

/**
 * The whole shop, as the browser renders it (src/main.tsx) and the server renders its first screen
 * (src/entry-server.tsx): one tree for both, so hydration finds the markup it would have made.
 */
export function ShopTree({ input, inspect, ssrPath, ssrSearch }: ShopTreeProps) {
  return (
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RootActor.Provider logic={rootLogic} options={{ input, inspect }}>
            <StudioListener />
            <PersistCartAndWishlist />
            <Router {...(ssrPath === undefined ? {} : { ssrPath, ssrSearch: ssrSearch ?? '' })}>
              <App />
            </Router>
            <TakenOver />
          </RootActor.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>
  );
}
