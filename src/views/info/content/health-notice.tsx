import { Trans } from '@lingui/react/macro';

/** Herbal products are not medicines: said on the about page and in the terms, in the same words. */
export function HealthNotice() {
  return (
    <p>
      <Trans>
        Our products and services support well-being; they are not medicines and do not replace a doctor. Read each product’s instructions,
        and ask a health professional before use if you are pregnant, breastfeeding, under treatment or have a medical condition.
      </Trans>
    </p>
  );
}
