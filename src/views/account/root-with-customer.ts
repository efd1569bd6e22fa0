// Test support (imported by *.test.tsx only): the shop's root whose session reads the customer record from the
// test instead of the API (the real one asks through Firebase). For `vi.mock('../../actors/root-actor', …)`.
import { createActorContext } from '@xstate/react';
import { fromPromise } from 'xstate';
import { customerSchema, type Customer } from '../../domain/customer';
import { rootMachine } from '../../machines/root';
import { sessionMachine } from '../../machines/session';

/** Awa's customer record, as GET /api/customers answers it. */
export const awaRecord: Customer = {
  id: 3,
  fname: 'Awa',
  lname: 'Diop',
  email: 'awa@example.sn',
  address: 'Rue 10, Médina, Dakar',
  auth_id: 'uid-awa',
  phone: '+221771234567',
};

/** The RootActor module with a session whose customer record is what `reply` answers (Awa's by default). */
export function rootActorWithCustomer(reply: () => Promise<unknown> = async () => awaRecord) {
  const fetchCustomer = fromPromise<Customer | null, { uid: string }>(async () => customerSchema.parse(await reply()));
  const session = sessionMachine.provide({ actors: { fetchCustomer } });
  return { RootActor: createActorContext(rootMachine.provide({ actors: { session } })) };
}
