import { Trans } from '@lingui/react/macro';
import { DeliveryMethods } from './delivery-methods';
import { InfoArticle, InfoLink, InfoSection } from '../info-article';

export function Delivery() {
  return (
    <InfoArticle
      title={<Trans>Delivery information</Trans>}
      lead={
        <Trans>
          You choose how to receive your order in the cart, before paying. The fee of the method you choose is shown there and included in
          the total you pay.
        </Trans>
      }
    >
      <InfoSection title={<Trans>Delivery methods and fees</Trans>}>
        <DeliveryMethods />
        <p>
          <Trans>The fee is per order, whatever the number of products. Nothing more is due on delivery or collection.</Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Where and when</Trans>}>
        <p>
          <Trans>
            We deliver in Dakar and its surroundings. For an address further away, contact us before ordering and we will tell you what is
            possible.
          </Trans>
        </p>
        <p>
          <Trans>
            We prepare an order once its payment is confirmed. The delivery date and time you give at checkout are a wish we do our best to
            respect; if we cannot, we call you to agree on another time.
          </Trans>
        </p>
      </InfoSection>
      <p>
        <Trans>
          What happens once your order leaves the shop is on the <InfoLink to="shipping">shipping</InfoLink> page; a problem with a product,
          on the <InfoLink to="returns">returns</InfoLink> page.
        </Trans>
      </p>
    </InfoArticle>
  );
}
