import { emptyClientInfo, type ClientInfo, type DeliveryDetails } from '../../domain/client-info';
import type { Contact } from '../../machines/checkout';

/**
 * What /verify's form starts with: what the shopper typed in this checkout if anything, else the
 * customer record (name, e-mail, phone, address) with the newest past delivery place over it.
 */
export function initialClientInfo(typed: ClientInfo | null, contact: Contact | null | undefined, saved: DeliveryDetails[]): ClientInfo {
  if (typed) return typed;
  return { ...emptyClientInfo, ...(contact ?? {}), ...(saved[0] ?? {}) };
}
