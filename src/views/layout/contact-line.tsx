import { Clock, Mail, Phone } from 'lucide-react';
import { useLingui } from '@lingui/react/macro';
import { shopContact } from './shop-contact';
import { WeekdayHours, WeekendHours } from './opening-hours';
import { PreferencesBar } from './preferences-bar';

/** The thin top line of the header: phone, e-mail, opening hours, then language and currency. */
export function ContactLine() {
  const { t } = useLingui();
  return (
    <div className="bg-brand-900 text-xs text-brand-50">
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-x-4 gap-y-1 px-4 py-1.5">
        <ul className="flex flex-wrap items-center gap-x-4 gap-y-1" aria-label={t`Contact`}>
          <li>
            <a href={shopContact.phoneHref} className="inline-flex items-center gap-1 hover:underline">
              <Phone aria-hidden="true" className="size-3.5" />
              {/* A number reads left to right on an Arabic page too (it read "00 00 820 33 221+"). */}
              <bdi dir="ltr">{shopContact.phoneDisplay}</bdi>
            </a>
          </li>
          <li>
            <a href={`mailto:${shopContact.email}`} className="inline-flex items-center gap-1 hover:underline">
              <Mail aria-hidden="true" className="size-3.5" />
              <bdi dir="ltr">{shopContact.email}</bdi>
            </a>
          </li>
          <li className="inline-flex items-center gap-1">
            <Clock aria-hidden="true" className="size-3.5" />
            <WeekdayHours /> · <WeekendHours />
          </li>
        </ul>
        <PreferencesBar />
      </div>
    </div>
  );
}
