import type { Config } from '../config';
import { createPaydunyaClient, paydunyaBaseUrl, type PaydunyaClient } from './paydunya-client';
import type { SimulatorStore } from './simulator/store';

/** The one client for the configured mode: the simulator on this server, PayDunya's sandbox, or live. */
export function paydunyaClientFor(config: Config): PaydunyaClient {
  return createPaydunyaClient({ baseUrl: paydunyaBaseUrl(config.paydunya.mode, config.publicUrl), keys: config.paydunya });
}

export const shopUrls = (config: Config, orderId: number) => ({
  /** The SPA's order status page (OrderStatusPage). */
  status: `${config.publicUrl}/orders/${orderId}`,
  ipn: `${config.publicUrl}/api/payments/paydunya/ipn`,
});

// Tests read what the simulator of the app they built received; keyed by the config they built it with.
const simulatorStores = new WeakMap<Config, SimulatorStore>();
export const rememberSimulator = (config: Config, store: SimulatorStore) => simulatorStores.set(config, store);
/** The simulator memory of the app built with this config (simulator mode only). */
export const simulatorOf = (config: Config): SimulatorStore | undefined => simulatorStores.get(config);
