import type { LoginEvent } from './login';
import type { MachineWords } from './words';

// Beside the machine, not in it: the shop's bundle has the machine, only the flow studio needs these words.
export const loginWords: MachineWords<LoginEvent['type']> = {
  summary: 'Sign-in by phone number and SMS code, then registration when the account has no name.',
  events: {
    SUBMIT_PHONE: 'The shopper sends a phone number',
    SUBMIT_CODE: 'The shopper sends the SMS code',
    CHANGE_NUMBER: 'The shopper wants to use another number',
    REGISTER: 'The shopper sends a name for the account',
    USER_CHANGED: 'Someone signed in or out',
    RECAPTCHA_EXPIRED: 'The robot check expired',
    RETRY: 'The shopper tries again',
    EDIT: 'The shopper types again',
    RESEND_CODE: 'The shopper asks for a new code',
  },
  guards: {
    startsAt: 'the shopper opened this page',
    validPhone: 'the phone number is a valid mobile number',
    hasConfirmation: 'a code was sent',
    codeRejected: 'the code is wrong or expired',
    nameOrStaff: 'the account has a name, or is a staff member’s (staff register no delivery address)',
    needsProfile: 'a shopper’s account has no name yet',
    cannotRegister: 'there is no account to register',
    unreachable: 'the sign-in service could not be reached',
    canResend: 'a new code may be sent',
  },
  actors: {
    sendCode: 'sending the SMS code',
    resendCode: 'sending a new SMS code',
    confirmCode: 'checking the code',
    register: 'creating the customer record',
    recaptchaExpiry: 'watching the robot check',
    sessionWatch: 'watching who is signed in',
    resendCountdown: 'counting down to a new code',
  },
};
