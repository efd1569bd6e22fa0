import type { Config } from '../config';
import { loopbackOriginOf } from './loopback';
import { createPaydunyaClient, paydunyaBaseUrl, type PaydunyaClient } from './paydunya-client';
import type { SimulatorStore } from './simulator/store';

/** The one client for the configured mode: the simulator on this server, PayDunya's sandbox, or live. */
export function paydunyaClientFor(config: Config): PaydunyaClient {
  return createPaydunyaClient({ baseUrl: paydunyaBaseUrl(config.paydunya.mode, config.publicUrl), keys: config.paydunya });
}

export const shopUrls = (shopOrigin: string, orderId: number) => ({
  /** The SPA's order status page (OrderStatusPage). */
  status: `${shopOrigin}/orders/${orderId}`,
  ipn: `${shopOrigin}/api/payments/paydunya/ipn`,
});

/**
 * Where PayDunya sends the shopper back and notifies: PUBLIC_URL, except on a development or test
 * server used from a loopback origin (localhost vs 127.0.0.1, or the Vite dev server's port), where it
 * is the origin the shopper's browser named in its `Origin` header — the browser keeps the session per
 * origin, so coming back to the other name looks signed out. In production, or for any other host,
 * the header is never trusted.
 */
export function shopOriginFor(config: Config, request: { headers: { origin?: string | undefined } }): string {
  if (config.env === 'production') return config.publicUrl;
  return loopbackOriginOf(request.headers.origin) ?? config.publicUrl;
}

// Tests read what the simulator of the app they built received; keyed by the config they built it with.
const simulatorStores = new WeakMap<Config, SimulatorStore>();
export const rememberSimulator = (config: Config, store: SimulatorStore) => simulatorStores.set(config, store);
/** The simulator memory of the app built with this config (simulator mode only). */
export const simulatorOf = (config: Config): SimulatorStore | undefined => simulatorStores.get(config);
