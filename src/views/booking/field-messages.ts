import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { bookingMessages } from '../../domain/booking';
import { contactMessages } from '../../domain/contact';
import { fieldMessages } from '../../domain/contact-fields';

/**
 * The rules in src/domain speak English (the server answers with the same texts); this table is
 * where they are translated. Keyed by the domain's texts, so a rule added there without a
 * translation here fails the type check.
 */
type DomainMessage =
  | (typeof fieldMessages)[keyof typeof fieldMessages]
  | Exclude<(typeof bookingMessages)[keyof typeof bookingMessages], typeof bookingMessages.tokenMismatch>
  | typeof contactMessages.invalidEmail
  | 'Unknown country';

const translations: Record<DomainMessage, MessageDescriptor> = {
  [fieldMessages.required]: msg`This field is required`,
  [fieldMessages.tooLong]: msg`This field is too long`,
  [fieldMessages.fnameLetters]: msg`First name must be letters only`,
  [fieldMessages.lnameLetters]: msg`Last name must be letters only`,
  [fieldMessages.phoneDigits]: msg`Phone number must be numbers only`,
  [fieldMessages.controlCharacters]: msg`This field contains invisible characters that are not allowed`,
  [bookingMessages.invalidEmail]: msg`Invalid email address`,
  [bookingMessages.addressChars]: msg`Address may hold only letters, numbers, spaces and , . - ' / °`,
  [bookingMessages.invalidDay]: msg`Enter a valid date`,
  [bookingMessages.invalidTime]: msg`Enter a valid time`,
  [bookingMessages.pastDay]: msg`The chosen date is before today`,
  [bookingMessages.pastTime]: msg`The chosen time is earlier than the current time`,
  [bookingMessages.closed]: msg`The shop is closed at this time`,
  [bookingMessages.shopMismatch]: msg`The shop name does not match the shop`,
  [bookingMessages.serviceMismatch]: msg`The service name does not match the service`,
  [contactMessages.invalidEmail]: msg`Email must be valid`,
  'Unknown country': msg`Unknown country`,
};

const isDomainMessage = (message: string): message is DomainMessage => Object.hasOwn(translations, message);

/** Translates a field message of the domain rules or of the server; an unknown one is shown as it came. */
export function useFieldMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => (message === undefined ? undefined : isDomainMessage(message) ? i18n._(translations[message]) : message);
}
