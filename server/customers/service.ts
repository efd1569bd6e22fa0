/**
 * Customers (spec §7 GET/POST /customers, DESIGN "API contract", deviation 6): a caller only ever sees
 * or writes their own record, and the places their past orders went to (issue 16).
 *
 * One customer per Firebase uid. A second POST from the same account UPDATES that record (200)
 * instead of failing with 409: registration writes the record, then the display name in Firebase; if
 * the second step failed the shopper is sent back to /auth/register, and their retry must succeed.
 */
import { deliveryDetailsSchema, savedDeliveryLimit, type DeliveryDetails } from '../../src/domain/client-info';
import { samePlace } from '../../src/domain/delivery-place';
import type { Customer, CustomerPayload } from '../../src/domain/customer';
import type { AuthUser } from '../auth';
import type { Db } from '../db/client';
import { HttpError } from '../errors';
import { customersOfUid, recentClientInfosOfUid, upsertCustomer, type CustomerRow } from './repository';

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  fname: row.fname,
  lname: row.lname,
  email: row.email,
  address: row.address,
  auth_id: row.authId,
  phone: row.phone,
});

const forbidden = (message: string, reason: string) => new HttpError(403, 'Forbidden', message, { reason });

/** The caller's own record, as a list of at most one. */
export async function ownCustomers(db: Db, uid: string): Promise<Customer[]> {
  return (await customersOfUid(db, uid)).map(toCustomer);
}

/** Writes the caller's own record: auth_id must be their uid and phone the number they verified (403 otherwise). */
export async function saveOwnCustomer(db: Db, caller: AuthUser, body: CustomerPayload): Promise<{ customer: Customer; created: boolean }> {
  if (body.auth_id !== caller.uid) throw forbidden('auth_id must be the uid of the signed-in user.', 'auth_id_mismatch');
  if (caller.phoneNumber === null || body.phone !== caller.phoneNumber) {
    throw forbidden('phone must be the phone number verified for the signed-in user.', 'phone_mismatch');
  }
  const { row, created } = await upsertCustomer(db, body);
  return { customer: toCustomer(row), created };
}

/** How many recent orders are read to find the distinct places (a shopper reordering to one place has many). */
const recentOrders = 50;

/**
 * Where the caller had orders delivered before, so /verify can offer them again: read from their own
 * past orders — no table of its own — distinct places (city, address, postal code), newest first.
 */
export async function deliveryDetailsOfUid(db: Db, uid: string): Promise<DeliveryDetails[]> {
  const distinct: DeliveryDetails[] = [];
  for (const { clientInfo } of await recentClientInfosOfUid(db, uid, recentOrders)) {
    // Stored orders passed the same schema; one that no longer does (an older shape) is not offered.
    const parsed = deliveryDetailsSchema.safeParse(clientInfo);
    if (!parsed.success || distinct.some((known) => samePlace(known, parsed.data))) continue;
    distinct.push(parsed.data);
    if (distinct.length === savedDeliveryLimit) break;
  }
  return distinct;
}
