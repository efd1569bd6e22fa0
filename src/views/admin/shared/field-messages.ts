import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';

/**
 * The back office's schemas (src/domain/admin-*.ts) speak English, as the server's 400s do; their
 * messages are translated here. A message not listed is shown as it came (still readable, in English).
 */
const fixed: Record<string, MessageDescriptor> = {
  required: msg`Required`,
  'must be a whole amount': msg`Must be a whole amount`,
  'must be 0 or more': msg`Must be 0 or more`,
  'must be more than 0': msg`Must be more than 0`,
  'at most 100,000,000': msg`At most 100,000,000`,
  'opening must be before closing': msg`Opening must be before closing`,
  'must be a phone number in international form, e.g. +221771234567': msg`Must be a phone number in international form, e.g. +221771234567`,
  'must be a date (YYYY-MM-DD)': msg`Must be a date`,
  'must be a real day between 2000-01-01 and 2099-12-31': msg`Must be a real day between 2000 and 2099`,
  'must be between 2000 and 2099': msg`Must be between 2000 and 2099`,
  'must be a date and a time': msg`Must be a date and a time`,
  'must be at least 0.000001': msg`Must be at least 0.000001`,
};

export function useAdminFieldMessage(): (message: string | undefined) => string | undefined {
  const { i18n } = useLingui();
  return (message) => {
    if (message === undefined) return undefined;
    const known = fixed[message];
    if (known) return i18n._(known);
    const atMost = /^at most (\d+) characters$/.exec(message);
    if (atMost) {
      const count = Number(atMost[1]);
      return i18n._(msg`At most ${count} characters`);
    }
    if (/expected number/i.test(message)) return i18n._(msg`Must be a number`);
    if (/Too small|Too big/i.test(message)) return i18n._(msg`Out of the allowed range`);
    return message;
  };
}
