import { Trans } from '@lingui/react/macro';
import { shopInfo } from '../../layout/shop-info';
import { InfoArticle, InfoSection, Points } from '../info-article';
import { ShopContact } from '../shop-contact';

/**
 * What the shop collects, why, for how long and the shopper's rights under Senegal's personal data law.
 * Keep it true to the code: any new field, store or service provider belongs here too.
 */
export function Privacy() {
  const address = shopInfo.addressLines.join(', ');
  return (
    <InfoArticle
      title={<Trans>Privacy policy</Trans>}
      lead={
        <Trans>
          This page explains which personal data Baobab collects, why, how long we keep it, and your rights under Senegal’s personal data
          law (loi n° 2008-12 of 25 January 2008).
        </Trans>
      }
    >
      <InfoSection title={<Trans>Who is responsible</Trans>}>
        <p>
          <Trans>
            Baobab, {address}, is responsible for your data. Questions and requests go to the contact details at the bottom of this page.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>What we collect and why</Trans>}>
        <Points>
          <li>
            <Trans>
              Your phone number, to sign you in: a code is sent to it by SMS. Sign-in is handled by Firebase Authentication, a Google
              service, which receives your number to send that code.
            </Trans>
          </li>
          <li>
            <Trans>
              Your name, e-mail and address, given when you create your account, to prepare your orders and contact you about them.
            </Trans>
          </li>
          <li>
            <Trans>
              The details of each order — products, delivery method, delivery address, date and time, contact phone — to deliver it, handle
              a return and keep our accounts.
            </Trans>
          </li>
          <li>
            <Trans>Your booking requests — name, e-mail, address, phone, day and time — to organise your appointment.</Trans>
          </li>
          <li>
            <Trans>The messages you send us through the contact form, with your name, e-mail and phone, to answer you.</Trans>
          </li>
        </Points>
      </InfoSection>
      <InfoSection title={<Trans>Payments</Trans>}>
        <p>
          <Trans>
            You pay on PayDunya’s pages, by Wave, Orange Money, MTN Mobile Money or card. Your card details never reach us: we never see or
            store them. To create the payment, PayDunya receives your name, e-mail, phone number and the amount of your order.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>In your browser</Trans>}>
        <p>
          <Trans>
            Your cart, wish list, language, currency and the delivery details you type at checkout are kept in your browser, so they are
            still there on your next visit. We use no advertising or tracking cookies.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>How long we keep it</Trans>}>
        <Points>
          <li>
            <Trans>Your account: as long as you use it. Ask us and we delete it.</Trans>
          </li>
          <li>
            <Trans>Orders and payments: as long as the law requires us to keep accounting records.</Trans>
          </li>
          <li>
            <Trans>Booking requests and messages: as long as needed to handle them.</Trans>
          </li>
        </Points>
      </InfoSection>
      <InfoSection title={<Trans>Who sees it</Trans>}>
        <p>
          <Trans>
            Only the Baobab team that handles your orders, bookings and messages, and the services named above for sign-in and payment. We
            do not sell your data.
          </Trans>
        </p>
      </InfoSection>
      <InfoSection title={<Trans>Your rights</Trans>}>
        <p>
          <Trans>
            You can ask to see the data we hold about you, to correct it or delete it, and object to its use. Contact us by e-mail or phone;
            we may ask you to confirm who you are. If you are not satisfied with our answer, you can complain to the Commission de
            Protection des Données Personnelles (CDP), Senegal’s data protection authority.
          </Trans>
        </p>
        <ShopContact />
      </InfoSection>
    </InfoArticle>
  );
}
