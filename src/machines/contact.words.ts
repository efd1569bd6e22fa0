import type { ContactEvent } from './contact';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const contactWords: MachineWords<ContactEvent['type']> = {
  summary: 'The contact form.',
  events: {
    SUBMIT: 'The shopper sends the form',
    CUSTOMER_KNOWN: 'The shop knows who is signed in: her details for the form, or none',
  },
  guards: {
    privacyRefused: 'the privacy box is not ticked',
    fieldsInvalid: 'a field is missing or wrong',
  },
  actors: { sendMessage: 'sending the message', customerWatch: 'following who is signed in' },
};
