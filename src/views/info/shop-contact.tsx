import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { WeekdayHours, WeekendHours } from '../layout/opening-hours';
import { shopInfo } from '../layout/shop-info';

/** How to reach the shop: the same address, phone, e-mail and hours as the header and the footer. */
export function ShopContact() {
  return (
    <ul className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-4">
      <li className="flex gap-2">
        <MapPin aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <address className="not-italic">{shopInfo.addressLines.join(', ')}</address>
      </li>
      <li className="flex gap-2">
        <Phone aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <a href={shopInfo.phoneHref} className="text-brand-700 underline">
          {shopInfo.phoneDisplay}
        </a>
      </li>
      <li className="flex gap-2">
        <Mail aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <a href={`mailto:${shopInfo.email}`} className="text-brand-700 underline">
          {shopInfo.email}
        </a>
      </li>
      <li className="flex gap-2">
        <Clock aria-hidden="true" className="mt-1 size-4 shrink-0 text-brand-700" />
        <span>
          <WeekdayHours /> · <WeekendHours />
        </span>
      </li>
    </ul>
  );
}
