import type { BookingEvent } from './booking';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const bookingWords: MachineWords<BookingEvent['type']> = {
  summary: 'Booking an event or a service appointment.',
  events: {
    SUBMIT: 'The shopper sends the booking form',
    CUSTOMER_KNOWN: 'The shop knows who is signed in: her details for the form, or none',
  },
  guards: { hasIssues: 'the booking breaks a rule' },
  actors: {
    submitBooking: 'sending the booking',
    customerWatch: 'following who is signed in',
  },
};
