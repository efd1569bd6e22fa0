/**
 * One order per Idempotency-Key: a retry of the same order (same key, same fingerprint) gets that order
 * back, a different order sent with a used key gets a 422.
 */
import { createHash } from 'node:crypto';
import type { CreateOrderBody } from '../../src/domain/order';
import { HttpError } from '../errors';
import type { OrderRow } from './repository';

/**
 * What an order is made of — its lines (merged and sorted), delivery and customer info — hashed. The
 * total is left out (it follows from the lines, and a repriced retry is still the same order), and so
 * are the payment method and number: the shopper may change how they pay between retries.
 */
export function orderFingerprint(body: CreateOrderBody): string {
  const quantities = new Map<number, number>();
  for (const line of body.products) quantities.set(line.id, (quantities.get(line.id) ?? 0) + line.quantity);
  const lines = [...quantities].sort(([a], [b]) => a - b);
  const info = Object.entries(body.client_info).sort(([a], [b]) => a.localeCompare(b));
  const canonical = JSON.stringify([body.customer_id, lines, body.shipping_method, info]);
  return createHash('sha256').update(canonical).digest('hex');
}

export class IdempotencyKeyReusedError extends HttpError {
  constructor(orderId: number) {
    super(
      422,
      'IdempotencyKeyReused',
      'This Idempotency-Key was already used for a different order. Send a new key to place a new order.',
      {
        reason: 'idempotency_key_reused',
        order_id: orderId,
      },
    );
  }
}

/** Refuses a used key sent with another order; orders made before fingerprints were kept match anything. */
export function assertSameRequest(existing: OrderRow, fingerprint: string): void {
  if (existing.requestFingerprint !== null && existing.requestFingerprint !== fingerprint) throw new IdempotencyKeyReusedError(existing.id);
}
