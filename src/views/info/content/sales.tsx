import { Trans } from '@lingui/react/macro';
import { InfoArticle, InfoLink, InfoSection, Points } from '../info-article';

export function Sales() {
  return (
    <InfoArticle
      title={<Trans>Conditions of sale</Trans>}
      lead={<Trans>These conditions apply to the orders you place on this site with Baobab.</Trans>}
    >
      <InfoSection title={<Trans>Prices</Trans>}>
        <p>
          <Trans>
            Prices are in F CFA (XOF). Before you pay, the cart and the checkout show the price of each product, the delivery fee of the
            method you chose and the total: that total is what you pay. If a price changes in the meantime, we show you the new total before
            you pay.
          </Trans>
        </p>
        <p>
          <Trans>Prices shown in another currency are an indication only: you always pay in F CFA.</Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Payment</Trans>}>
        <p>
          <Trans>To order, sign in with your phone number. You pay online through PayDunya, with:</Trans>
        </p>
        <Points>
          <li>
            <Trans>Wave or Orange Money (Senegal);</Trans>
          </li>
          <li>
            <Trans>MTN Mobile Money (numbers from Côte d’Ivoire and Benin);</Trans>
          </li>
          <li>
            <Trans>a bank card, on PayDunya’s secure page: we never see your card details.</Trans>
          </li>
        </Points>
      </InfoSection>
      <InfoSection title={<Trans>Confirmation</Trans>}>
        <p>
          <Trans>
            Your order is confirmed once PayDunya confirms its payment. Until then it shows as pending in My orders. If the payment fails or
            is cancelled, the order is not confirmed and you can pay again from its page.
          </Trans>
        </p>
        <p>
          <Trans>If a product you paid for turns out to be unavailable, we contact you to offer another product or a refund.</Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Delivery and returns</Trans>}>
        <p>
          <Trans>
            See our <InfoLink to="delivery">delivery information</InfoLink> and our <InfoLink to="returns">returns</InfoLink> page. Bookings
            of services and events follow our <InfoLink to="terms">terms and conditions</InfoLink>.
          </Trans>
        </p>
      </InfoSection>
    </InfoArticle>
  );
}
