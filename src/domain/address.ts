import { z } from 'zod/mini';
import { hasControlCharacters } from './input-rules';

/**
 * The one address rule of the shop (issue 21): sign-up, the checkout and the booking forms check an address the same
 * way, in the browser and on the server. Letters of any script, digits and spaces, and the punctuation real
 * addresses use — comma, full stop, hyphen, apostrophe, slash and the degree sign of "n°" ("Rue 12, Plateau",
 * "Villa n°4", "Cité Keur Gorgui, lot 12/B"). At least one letter or digit: punctuation alone is no address.
 * Departs from spec §5 ("letters and numbers only"): docs/decisions/address-punctuation.md.
 */
export const addressPattern = /^(?=.*[\p{L}\p{N}])[\p{L}\p{M}\p{N} ,.'’/°-]+$/u;

/** Longest address kept: the booking's and the checkout's limit, the customer record's too. */
export const addressMaxLength = 200;

export const addressMessage = "Address may hold only letters, numbers, spaces and , . - ' / °";

export const isAddress = (value: string): boolean => addressPattern.test(value);

/** The rule as a zod check; a blank address is left to the field's "required", invisible characters to their own rule. */
export const addressCharacters = () =>
  z.refine<string>((value) => value.length === 0 || hasControlCharacters(value) || isAddress(value), { error: addressMessage });
