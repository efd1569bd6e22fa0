import { Trans } from '@lingui/react/macro';

/** Opening hours (spec §1): Monday to Friday 9h–20h, Saturday and Sunday 11h–15h. */
export function WeekdayHours() {
  return <Trans>Mon–Fri: 9am–8pm</Trans>;
}

export function WeekendHours() {
  return <Trans>Sat–Sun: 11am–3pm</Trans>;
}
