import { Trans } from '@lingui/react/macro';
import { InfoArticle, InfoSection, Points } from '../info-article';
import { ShopContact } from '../shop-contact';

export function Returns() {
  return (
    <InfoArticle
      title={<Trans>Returns</Trans>}
      lead={<Trans>A problem with your order? Contact us with your order number: we look for a solution with you.</Trans>}
    >
      <InfoSection title={<Trans>A damaged, wrong or missing product</Trans>}>
        <p>
          <Trans>Tell us within 7 days of receiving your order, with a photo if you can. We replace the product or refund it.</Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>You changed your mind</Trans>}>
        <Points>
          <li>
            <Trans>
              Unopened products in their original packaging: contact us within 7 days of receiving them. We tell you how to bring or send
              them back and refund their price once we have them.
            </Trans>
          </li>
          <li>
            <Trans>For hygiene and safety, opened food products, cosmetics and oils cannot be taken back unless they are faulty.</Trans>
          </li>
        </Points>
      </InfoSection>
      <InfoSection title={<Trans>Refunds</Trans>}>
        <p>
          <Trans>
            We refund to the wallet or card you paid with, or in another way agreed with you, as soon as the return is accepted.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Contact us</Trans>}>
        <ShopContact />
      </InfoSection>
    </InfoArticle>
  );
}
