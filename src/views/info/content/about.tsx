import { Trans } from '@lingui/react/macro';
import { HealthNotice } from './health-notice';
import { InfoArticle, InfoLink, InfoSection } from '../info-article';
import { ShopContact } from '../shop-contact';

export function About() {
  return (
    <InfoArticle
      title={<Trans>About us</Trans>}
      lead={
        <Trans>
          Baobab is a herbal-wellness shop in Dakar. We sell plant-based products from Senegal and West Africa — herbal teas, oils, butters,
          soaps and food supplements — and we welcome you for consultations, cupping and massages.
        </Trans>
      }
    >
      <InfoSection title={<Trans>What we care about</Trans>}>
        <p>
          <Trans>
            Plants have long been part of everyday care in Senegal. We choose our products with care, say what is in them and how to use
            them, and take the time to answer your questions.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>A word of caution</Trans>}>
        <HealthNotice />
      </InfoSection>
      <InfoSection title={<Trans>Visit or contact us</Trans>}>
        <ShopContact />
        <p>
          <Trans>
            Ordering online? Read our <InfoLink to="delivery">delivery information</InfoLink> and our{' '}
            <InfoLink to="sales">conditions of sale</InfoLink>.
          </Trans>
        </p>
      </InfoSection>
    </InfoArticle>
  );
}
