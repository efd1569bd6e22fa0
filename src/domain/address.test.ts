import { describe, expect, it } from 'vitest';
import { bookingMessages, serviceBookingFormSchema } from './booking';
import { clientInfoSchema } from './client-info';
import { customerProfileSchema } from './customer';
import { clientInfo } from './testing/fixtures';

const bookingForm = {
  shop_id: '1',
  fname: 'Awa',
  lname: 'Diop',
  email: 'awa@example.sn',
  address: 'Plateau',
  phone: '771234567',
  service_day: '2030-01-05',
  service_hour: '10:00',
};

// Issue 21: "Rue 12, Plateau" was refused by the booking form while sign-up and the checkout took it.
const forms = {
  booking: (address: string) => serviceBookingFormSchema.safeParse({ ...bookingForm, address }).success,
  checkout: (address: string) => clientInfoSchema.safeParse({ ...clientInfo, address }).success,
  signUp: (address: string) => customerProfileSchema.safeParse({ fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', address }).success,
};

describe('one address rule for sign-up, the checkout and the bookings', () => {
  it.each(['Rue 12, Plateau', "Villa n°4, rue de l'Abbé-Grégoire", 'Lot 12/B. Sicap Liberté 2', 'حي الميناء 12', 'Médina'])(
    'all take %j',
    (address) => {
      expect([forms.booking(address), forms.checkout(address), forms.signUp(address)]).toEqual([true, true, true]);
    },
  );

  it.each(['Villa #12', '<script>', ', .', 'x'.repeat(201), ''])('all refuse %j', (address) => {
    expect([forms.booking(address), forms.checkout(address), forms.signUp(address)]).toEqual([false, false, false]);
  });

  it('says which characters it takes', () =>
    expect(bookingMessages.addressChars).toBe("Address may hold only letters, numbers, spaces and , . - ' / °"));
});
