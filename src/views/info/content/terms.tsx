import { Trans } from '@lingui/react/macro';
import { HealthNotice } from './health-notice';
import { InfoArticle, InfoLink, InfoSection } from '../info-article';

export function Terms() {
  return (
    <InfoArticle
      title={<Trans>Terms and conditions</Trans>}
      lead={
        <Trans>
          These terms apply to your use of this site and to bookings. Orders also follow our{' '}
          <InfoLink to="sales">conditions of sale</InfoLink>.
        </Trans>
      }
    >
      <InfoSection title={<Trans>Your account</Trans>}>
        <p>
          <Trans>
            Browsing, the cart, the wish list and the contact form need no account. To order, you sign in with your phone number and a code
            sent by SMS: whoever receives that code can use your account, so never share it. Give accurate details: we use them to deliver
            your orders and contact you.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Bookings</Trans>}>
        <p>
          <Trans>
            Booking a service or an event sends us a request for the day and time you chose. Nothing is paid online for a booking. If we
            cannot keep that time, we contact you to agree on another one. To cancel or move a booking, contact us as soon as possible.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Health</Trans>}>
        <HealthNotice />
      </InfoSection>
      <InfoSection title={<Trans>Products</Trans>}>
        <p>
          <Trans>
            We make photos and descriptions as accurate as we can; natural products may vary slightly in colour, smell and texture from one
            batch to the next.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Your data</Trans>}>
        <p>
          <Trans>
            How we handle your personal data is explained in our <InfoLink to="privacy">privacy policy</InfoLink>.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Applicable law</Trans>}>
        <p>
          <Trans>
            These terms are governed by the law of Senegal. If there is a problem, contact us first: we will look for a solution with you.
          </Trans>
        </p>
      </InfoSection>
    </InfoArticle>
  );
}
