// Test data shared by the unit, component and model tests (imported by tests only, never by the app).
import type { ClientInfo } from '../client-info';

/** The checkout's nine customer-info fields, all valid, as the form produces them; the date is in the future. */
export const clientInfo: ClientInfo = {
  fname: 'Awa',
  lname: 'Diop',
  email: 'awa@example.sn',
  phone: '+221 77 123 45 67',
  deliver_date: '2030-12-24',
  time: '14:30',
  city: 'Dakar',
  address: '12 rue Carnot',
  zip: '10200',
};
