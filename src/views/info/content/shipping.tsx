import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import { accountPaths } from '../../account/account-paths';
import { InfoArticle, InfoLink, InfoSection } from '../info-article';

export function Shipping() {
  const ordersPath = accountPaths.orders;
  return (
    <InfoArticle
      title={<Trans>Shipping</Trans>}
      lead={
        <Trans>
          How your order travels from our shop to you. The methods and their fees are on the{' '}
          <InfoLink to="delivery">delivery information</InfoLink> page.
        </Trans>
      }
    >
      <InfoSection title={<Trans>Preparation</Trans>}>
        <p>
          <Trans>
            We prepare your order once PayDunya confirms its payment. You can follow its status in{' '}
            <Link href={ordersPath} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
              My orders
            </Link>
            .
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Delivery by courier</Trans>}>
        <p>
          <Trans>
            The courier calls the phone number you gave at checkout before coming. If nobody can be reached, we contact you to agree on
            another time.
          </Trans>
        </p>
        <p>
          <Trans>
            Check your parcel when you receive it. If something is damaged or missing, tell the courier and contact us the same day.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Collection at the shop</Trans>}>
        <p>
          <Trans>Come during opening hours with your order number. To be sure your order is ready, call us before coming.</Trans>
        </p>
      </InfoSection>
    </InfoArticle>
  );
}
