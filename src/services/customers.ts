import { customerResponseSchema, customersResponseSchema, displayNameOf, type Customer, type CustomerProfile } from '../domain/customer';
import { authApi } from './auth-api';
import { NotSignedInError } from './firebase';
import { currentAccount, updateDisplayName } from './firebase-account';

/** The signed-in shopper's customer record, picked by auth_id (spec §4), or null if they have none. */
export async function fetchOwnCustomer(uid: string): Promise<Customer | null> {
  const body = customersResponseSchema.parse(await authApi.get('customers').json());
  return body.data.find((customer) => customer.auth_id === uid) ?? null;
}

/**
 * Registration (spec §2 "Register"): the customer record first, with the uid and the verified phone
 * number the server checks against the ID token, then the display name, which marks the account as
 * registered. A retry after a failure in between is safe: the server updates the caller's own record.
 */
export async function registerCustomer(profile: CustomerProfile): Promise<Customer> {
  const account = await currentAccount();
  if (!account?.phoneNumber) throw new NotSignedInError();
  const body = await authApi.post('customers', { json: { ...profile, auth_id: account.uid, phone: account.phoneNumber } }).json();
  const { data } = customerResponseSchema.parse(body);
  await updateDisplayName(displayNameOf(profile));
  return data;
}
