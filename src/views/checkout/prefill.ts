import { emptyClientInfo, samePlace, type ClientInfo, type DeliveryDetails } from '../../domain/client-info';
import type { Contact } from '../../machines/checkout';

/**
 * What /verify's form starts with: what the shopper typed in this checkout if anything, else the
 * customer record (name, e-mail, phone, address) with the newest past delivery place over it.
 */
export function initialClientInfo(typed: ClientInfo | null, contact: Contact | null | undefined, saved: DeliveryDetails[]): ClientInfo {
  if (typed) return typed;
  return { ...emptyClientInfo, ...(contact ?? {}), ...(saved[0] ?? {}) };
}

/** Which saved place the form's values are (its index), or null for a place typed by hand. */
export function savedPlaceOf(values: ClientInfo, saved: DeliveryDetails[]): number | null {
  const index = saved.findIndex((place) => samePlace(place, values));
  return index === -1 ? null : index;
}
