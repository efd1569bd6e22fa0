import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { paydunyaClientFor } from './paydunya-setup';
import { disburseCallbackPath, type RefundDeps } from './refunds';
import type { DisbursementSimulator } from './simulator/disbursements';

/** What the refund service needs, for the configured PayDunya mode; the callback is on PUBLIC_URL (PayDunya calls the server, no browser). */
export const refundDepsFor = (config: Config, db: Db, log: FastifyBaseLogger): RefundDeps => ({
  db,
  client: paydunyaClientFor(config),
  callbackUrl: `${config.publicUrl}${disburseCallbackPath}`,
  log,
});

// Tests script the simulator's payouts of the app they built; keyed by the config they built it with.
const disbursementSimulators = new WeakMap<Config, DisbursementSimulator>();
export const rememberDisbursementSimulator = (config: Config, simulator: DisbursementSimulator) =>
  disbursementSimulators.set(config, simulator);
/** The payout simulator of the app built with this config (simulator mode only). */
export const disbursementSimulatorOf = (config: Config): DisbursementSimulator | undefined => disbursementSimulators.get(config);
