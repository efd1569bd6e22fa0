import type { Customer } from './customer';

/**
 * What the booking and contact forms start with for a signed-in shopper (issue 21): her customer record, the
 * same source the checkout's details form is prefilled from. Her number is kept as the forms take it —
 * digits only (spec §5) — and a Senegalese one as it is dialled at home (`+221 77 412 33 71` → `774123371`).
 */
export interface PersonDetails {
  fname: string;
  lname: string;
  email: string;
  address: string;
  phone: string;
}

const senegal = '+221';

export function phoneDigitsOf(e164: string): string {
  const national = e164.startsWith(senegal) ? e164.slice(senegal.length) : e164;
  return national.replace(/\D/g, '');
}

export function personOf(customer: Customer | null): PersonDetails | null {
  if (!customer) return null;
  return {
    fname: customer.fname,
    lname: customer.lname,
    email: customer.email,
    address: customer.address,
    phone: phoneDigitsOf(customer.phone),
  };
}
