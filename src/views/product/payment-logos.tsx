import { useLingui } from '@lingui/react/macro';

/** Payment brands the shop accepts, drawn as simple badges of our own (no third-party artwork). */
const brands = [
  { name: 'Wave', className: 'bg-sky-300 text-stone-900' },
  { name: 'Orange Money', className: 'bg-orange-500 text-stone-950' },
  { name: 'MTN MoMo', className: 'bg-yellow-300 text-stone-900' },
  { name: 'Visa', className: 'bg-blue-900 text-white italic' },
  { name: 'Mastercard', className: 'bg-stone-900 text-white' },
];

export function PaymentLogos() {
  const { t } = useLingui();
  return (
    <ul className="flex flex-wrap gap-2" aria-label={t`Accepted payment methods`}>
      {brands.map((brand) => (
        <li key={brand.name} className={`rounded-md px-2.5 py-1 text-xs font-bold tracking-wide ${brand.className}`}>
          {brand.name}
        </li>
      ))}
    </ul>
  );
}
