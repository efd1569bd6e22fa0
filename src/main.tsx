import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { I18nProvider } from '@lingui/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { App } from './app/App';
import { RootActor } from './app/RootActor';
import { restoredRootInput } from './app/restore';
import { PersistCartAndWishlist } from './app/PersistCartAndWishlist';
import { rootLogic } from './app/rootLogic';
import { StudioListener } from './app/StudioListener';
import { askForFirstScreen } from './app/first-screen';
import { activateLocale, apiLocale, detectLocale, i18n, storedLocale } from './services/i18n';
import { queryClient } from './services/queryClient';
import './index.css';

async function boot() {
  const locale = detectLocale(storedLocale(), navigator.language);
  askForFirstScreen(window.location.pathname, apiLocale(locale));
  await activateLocale(locale);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element.');
  createRoot(container).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={queryClient}>
          <RootActor.Provider logic={rootLogic} options={{ input: restoredRootInput() }}>
            <StudioListener />
            <PersistCartAndWishlist />
            <App />
          </RootActor.Provider>
        </QueryClientProvider>
      </I18nProvider>
    </StrictMode>,
  );
}

void boot();
