import { useSyncExternalStore } from 'react';
import { WifiOff } from 'lucide-react';
import { Trans } from '@lingui/react/macro';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** Whether the browser says it has a network, following it as it comes and goes. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

/**
 * Offline, on the cart and the checkout pages: the cart is kept on the device (it keeps working, see
 * public/sw.js), but ordering and paying need the server. Nothing while online.
 */
export function NeedsConnection() {
  const online = useOnline();
  if (online) return null;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4">
      <p role="status" className="flex items-start gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-900">
        <WifiOff aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <Trans>You are offline. Your cart stays saved on this device; ordering needs a connection.</Trans>
      </p>
    </div>
  );
}
