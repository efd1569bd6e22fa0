import { emptyClientInfo, type ClientInfo, type DeliveryDetails } from '../../domain/client-info';
import { phoneForDisplay } from '../../domain/phone';
import type { Contact } from '../../machines/checkout';

/**
 * What /verify's form starts with: what the shopper typed in this checkout if anything, else the
 * customer record (name, e-mail, phone in the national form, address) with the newest past delivery place over it.
 */
export function initialClientInfo(typed: ClientInfo | null, contact: Contact | null | undefined, saved: DeliveryDetails[]): ClientInfo {
  if (typed) return typed;
  // The record keeps the sign-in number in E.164; the form shows it as the shopper would type it.
  const record = contact ? { ...contact, phone: phoneForDisplay(contact.phone) } : {};
  return { ...emptyClientInfo, ...record, ...(saved[0] ?? {}) };
}
