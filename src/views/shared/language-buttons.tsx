import { useLingui } from '@lingui/react/macro';
import { chooseLocale, locales, useLocale } from '../../services/i18n';

/** Language names in their own language, as the shop's selector shows them. */
const autonyms = { fr: 'Français', en: 'English', ar: 'العربية' } as const;

/**
 * The interface languages as a row of buttons, for the staff's pages (back office, flow studio). The choice is
 * the shop's own (chooseLocale: stored, and applied at once with its direction), so the shop and the back office
 * always speak the same language in one browser.
 */
export function LanguageButtons({ look }: { look: (chosen: boolean) => string }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <span className="flex gap-1 text-sm" role="group" aria-label={t`Language`}>
      {locales.map((code) => (
        <button
          key={code}
          type="button"
          lang={code}
          dir={code === 'ar' ? 'rtl' : 'ltr'}
          aria-pressed={locale === code}
          className={`rounded px-2 py-1 ${look(locale === code)}`}
          onClick={() => void chooseLocale(code)}
        >
          {autonyms[code]}
        </button>
      ))}
    </span>
  );
}
