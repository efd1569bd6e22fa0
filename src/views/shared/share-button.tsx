import { useState } from 'react';
import { Check, Link as LinkIcon, MessageCircle, Share2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { useBrowserState } from '../../actors/browser-state';
import { useLocale, type Locale } from '../../services/i18n';

export interface ShareButtonProps {
  /** What is shared: the product's or service's name. */
  title: string;
  /** The page's path, e.g. `/details/3`. */
  path: string;
  className?: string;
}

/**
 * The address shared: the page in the shopper's language, as the server names it in og:url (French,
 * the shop's language, needs no parameter), so the preview a friend sees is in that language.
 */
export function shareUrl(path: string, locale: Locale, origin = window.location.origin): string {
  return `${origin}${path}${locale === 'fr' ? '' : `?lang=${locale}`}`;
}

export const whatsAppHref = (text: string, url: string) => `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;

const canShare = (data: ShareData) => typeof navigator.share === 'function' && (navigator.canShare?.(data) ?? true);

const buttonStyle =
  'inline-flex items-center gap-2 rounded-full border border-stone-300 px-4 py-2 text-sm font-semibold text-brand-900 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500';

type Outcome = 'idle' | 'copied' | 'copyFailed' | 'shareFailed';

/**
 * Share a product or service: the phone's share sheet (Web Share API) where the browser has one;
 * otherwise a WhatsApp link, the way most shoppers here pass a link on, and a copy of the address.
 */
export function ShareButton({ title, path, className = '' }: ShareButtonProps) {
  const { t } = useLingui();
  // What the browser offers (a share sheet or not) and the page's own address are the browser's to know: on a
  // server-rendered page the buttons keep their place, hidden, until then.
  const ready = useBrowserState();
  const url = shareUrl(path, useLocale(), ready ? window.location.origin : '');
  const [outcome, setOutcome] = useState<Outcome>('idle');
  const data: ShareData = { title, text: title, url };

  async function share() {
    try {
      await navigator.share(data);
    } catch (error) {
      // Closing the share sheet is the shopper's choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) setOutcome('shareFailed');
    }
  }

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setOutcome('copied');
    } catch {
      setOutcome('copyFailed');
    }
  }

  const sheet = ready && canShare(data) && outcome !== 'shareFailed';
  return (
    <div className={`flex flex-col gap-2 ${ready ? '' : 'invisible'} ${className}`}>
      <div className="flex flex-wrap items-center gap-2">
        {sheet ? (
          <button type="button" onClick={() => void share()} className={buttonStyle}>
            <Share2 aria-hidden="true" className="size-4" />
            <Trans>Share</Trans>
          </button>
        ) : (
          <>
            <a
              href={whatsAppHref(title, url)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonStyle}
              aria-label={t`Share ${title} on WhatsApp`}
            >
              <MessageCircle aria-hidden="true" className="size-4" />
              WhatsApp
            </a>
            <button type="button" onClick={() => void copy()} className={buttonStyle}>
              {outcome === 'copied' ? <Check aria-hidden="true" className="size-4" /> : <LinkIcon aria-hidden="true" className="size-4" />}
              <Trans>Copy the link</Trans>
            </button>
          </>
        )}
      </div>
      <ShareOutcome outcome={outcome} url={url} />
    </div>
  );
}

function ShareOutcome({ outcome, url }: { outcome: Outcome; url: string }) {
  return (
    <div aria-live="polite" className="text-sm text-stone-700">
      {outcome === 'copied' && <Trans>Link copied.</Trans>}
      {outcome === 'shareFailed' && <Trans>Sharing did not work: send the link on WhatsApp or copy it.</Trans>}
      {outcome === 'copyFailed' && (
        <label className="flex flex-col gap-1">
          <Trans>The link could not be copied. Select it and copy it:</Trans>
          <input
            readOnly
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            className="rounded border border-stone-300 px-2 py-1"
            dir="ltr"
          />
        </label>
      )}
    </div>
  );
}
