import type { ModelOptions } from './paths';
import { contactMachine } from '../../src/machines/contact';
import type { ContactForm } from '../../src/domain/contact';
import type { SendFailure } from '../../src/domain/contact-fields';
import type { PersonDetails } from '../../src/domain/person-prefill';

// The contact form's model: what the path tests (contact.test.ts) and the flow studio's path list generate from.
export const form: ContactForm = {
  fname: 'Awa',
  lname: 'Diop',
  email: 'awa@example.sn',
  country_id: '1',
  phone: '771234567',
  message: 'Bonjour',
};
/** Every field refused by its rule (the country is optional): each shows its own message. */
export const badForm: ContactForm = { ...form, fname: 'Awa2', lname: 'Diop!', email: 'awa@example', phone: '+221 77', message: '' };
/** The signed-in shopper's customer record, as the form starts with it (issue 21). */
export const awa: PersonDetails = { fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', address: 'Rue 10, Medina', phone: '774123371' };
export const refused: SendFailure = { reason: 'invalid', fields: [{ path: 'email', message: 'Email must be valid' }] };

type Snapshot = ReturnType<typeof contactMachine.transition>;

export const contactModel: ModelOptions<typeof contactMachine> = {
  name: 'contact',
  machine: contactMachine,
  events: {
    CUSTOMER_KNOWN: [
      { type: 'CUSTOMER_KNOWN', person: awa },
      { type: 'CUSTOMER_KNOWN', person: null },
    ],
    SUBMIT: [
      { type: 'SUBMIT', form, privacyAccepted: true },
      { type: 'SUBMIT', form, privacyAccepted: false },
      { type: 'SUBMIT', form: badForm, privacyAccepted: true },
    ],
    'xstate.done.actor.sendMessage': [{ type: 'xstate.done.actor.sendMessage', output: { id: 7 } }],
    'xstate.error.actor.sendMessage': [
      { type: 'xstate.error.actor.sendMessage', error: refused },
      { type: 'xstate.error.actor.sendMessage', error: new TypeError('Failed to fetch') },
    ],
  },
  serializeState: (snapshot: Snapshot) => {
    const { form: current, privacyAccepted, issues, failure, resets, person } = snapshot.context;
    return JSON.stringify([snapshot.value, current, privacyAccepted, issues, failure, resets > 0, person !== null]);
  },
};
