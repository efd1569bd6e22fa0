import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { MapPin } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBrowserState } from '../../actors/browser-state';
import { accountPaths } from '../account/account-paths';
import { loginPathFor } from '../../actors/auth-paths';
import { isSignedIn, useSessionStatus } from '../auth/session-hooks';
import { infoPath } from '../info/info-slugs';
import { Logo } from './logo';
import { WeekdayHours, WeekendHours } from './opening-hours';
import { shopInfo } from './shop-info';
import { FacebookIcon, InstagramIcon, TiktokIcon, YoutubeIcon } from './social-icons';

/**
 * Footer (spec §1): logo, address with a map link, four social links, contact block, and the
 * Information and Account groups. "My account" signed out is the sign-in, coming back to the account.
 */
export function Footer() {
  const { t } = useLingui();
  // Who is signed in lives only in the browser: the server's link (the sign-in) until the browser knows.
  const known = useBrowserState();
  const signedIn = isSignedIn(useSessionStatus()) && known;
  const myAccountHref = signedIn ? accountPaths.account : loginPathFor(accountPaths.account);
  const socials = [
    { href: shopInfo.social.facebook, label: 'Facebook', icon: <FacebookIcon /> },
    { href: shopInfo.social.instagram, label: 'Instagram', icon: <InstagramIcon /> },
    { href: shopInfo.social.tiktok, label: 'TikTok', icon: <TiktokIcon /> },
    { href: shopInfo.social.youtube, label: 'YouTube', icon: <YoutubeIcon /> },
  ];
  return (
    <footer className="mt-8 bg-brand-900 pb-20 text-brand-50 md:pb-0">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <Logo inverted />
          <address className="mt-4 text-sm not-italic">
            {shopInfo.addressLines.map((line) => (
              <span key={line} className="block">
                {line}
              </span>
            ))}
          </address>
          <a
            href={shopInfo.mapUrl}
            target="_blank"
            rel="noreferrer"
            className="mt-2 inline-flex items-center gap-1 text-sm text-accent-400 underline underline-offset-4"
          >
            <MapPin aria-hidden="true" className="size-4" />
            <Trans>Show on the map</Trans>
          </a>
          <ul className="mt-4 flex gap-3" aria-label={t`Follow us`}>
            {socials.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noreferrer"
                  aria-label={social.label}
                  className="inline-flex rounded-full bg-brand-700 p-2 hover:bg-brand-500"
                >
                  {social.icon}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterGroup title={<Trans>Contact us</Trans>}>
          <li>
            <a href={shopInfo.phoneHref} className="hover:underline">
              <bdi dir="ltr">{shopInfo.phoneDisplay}</bdi>
            </a>
          </li>
          <li>
            <WeekdayHours />
          </li>
          <li>
            <WeekendHours />
          </li>
          <li>
            <a href={`mailto:${shopInfo.email}`} className="hover:underline">
              {shopInfo.email}
            </a>
          </li>
        </FooterGroup>
        <FooterGroup title={<Trans>Information</Trans>}>
          <FooterLink href={infoPath('about')}>
            <Trans>About us</Trans>
          </FooterLink>
          <FooterLink href={infoPath('delivery')}>
            <Trans>Delivery information</Trans>
          </FooterLink>
          <FooterLink href={infoPath('privacy')}>
            <Trans>Privacy policy</Trans>
          </FooterLink>
          <FooterLink href={infoPath('sales')}>
            <Trans>Sales</Trans>
          </FooterLink>
          <FooterLink href={infoPath('terms')}>
            <Trans>Terms and conditions</Trans>
          </FooterLink>
        </FooterGroup>
        <FooterGroup title={<Trans>My account</Trans>}>
          <FooterLink href={myAccountHref}>
            <Trans>My account</Trans>
          </FooterLink>
          <FooterLink href={accountPaths.orders}>
            <Trans>My orders</Trans>
          </FooterLink>
          <FooterLink href={infoPath('returns')}>
            <Trans>Returns</Trans>
          </FooterLink>
          <FooterLink href={infoPath('shipping')}>
            <Trans>Shipping</Trans>
          </FooterLink>
          <FooterLink href="/favoris">
            <Trans>Wish list</Trans>
          </FooterLink>
        </FooterGroup>
      </div>
      <p className="border-t border-brand-700 px-4 py-4 text-center text-xs text-brand-100">
        <Trans>© Baobab — herbal wellness, Dakar</Trans>
      </p>
    </footer>
  );
}

function FooterGroup({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <h2 className="mb-3 font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="space-y-2 text-sm">{children}</ul>
    </div>
  );
}

function FooterLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <li>
      <Link href={href} className="hover:text-white hover:underline">
        {children}
      </Link>
    </li>
  );
}
