import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { ShopperMessageStatus } from '../../../domain/shopper-messages';
import { useOrderShopperMessages } from '../../../services/admin-shopper-messages';
import { useLocale } from '../../../services/i18n';
import { LoadFailed, Loading } from '../../shared/load-states';
import { formatShopTime } from '../shared/format';
import { useAdminMe } from '../use-admin-me';

const statusWords: Record<ShopperMessageStatus, MessageDescriptor> = {
  queued: msg`waiting to be sent`,
  sent: msg`sent`,
  failed: msg`not sent (gave up)`,
};
const statusColours: Record<ShopperMessageStatus, string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-green-100 text-green-900',
  failed: 'bg-red-100 text-red-900',
};

/** The text messages the shopper was sent about the order: what, to whom, when, and whether it went. */
export function OrderShopperMessages({ orderId }: { orderId: number }) {
  const locale = useLocale();
  const { i18n } = useLingui();
  const messages = useOrderShopperMessages(useAdminMe().uid, orderId);
  if (messages.isPending) return <Loading />;
  if (messages.isError)
    return (
      <LoadFailed retry={() => void messages.refetch()} retrying={messages.isFetching}>
        <Trans>The text messages could not be loaded.</Trans>
      </LoadFailed>
    );
  if (messages.data.length === 0)
    return (
      <p className="text-stone-600">
        <Trans>No text message sent to the client yet.</Trans>
      </p>
    );
  return (
    <ol className="flex flex-col gap-3" data-testid="shopper-messages">
      {messages.data.map((message) => (
        <li key={message.id} className="rounded-lg border border-stone-200 bg-white p-3 text-sm">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <time dateTime={message.sent_at ?? message.created_at}>{formatShopTime(message.sent_at ?? message.created_at, locale)}</time>
            <span>·</span>
            <bdi dir="ltr">{message.to}</bdi>
            <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${statusColours[message.status]}`}>
              {i18n._(statusWords[message.status])}
            </span>
            <span className="text-stone-600">
              <Plural value={message.attempts} one="# try" other="# tries" />
            </span>
          </p>
          <p className="mt-1 whitespace-pre-wrap break-words" dir="auto">
            {message.text}
          </p>
        </li>
      ))}
    </ol>
  );
}
