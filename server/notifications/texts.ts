/**
 * The words of every text message, in the three languages a shopper may use the shop in. A server-side
 * table rather than the SPA's Lingui catalogs: the server sends these without a browser, and an SMS
 * is plain text. French follows the shop's typography: a narrow no-break space (U+202F) before : ; ! ?
 * and inside « », a no-break space after n° and in « 10 h 30 ».
 */
import type { ApiLocale } from '../../src/domain/api';
import type { ShopperMessageKind, ShopperMessageParams } from '../../src/domain/shopper-messages';

const narrow = '\u202f';
const noBreak = '\u00a0';

interface OrderWords {
  order: (number: string, link: string) => string;
}
interface BookingWords {
  booking: (what: string, when: string) => string;
}
type Words = OrderWords | BookingWords;

type Table = Record<ApiLocale, Record<ShopperMessageKind, Words>>;

const fr = (text: string) => `Baobab${narrow}: ${text}`;
const en = (text: string) => `Baobab: ${text}`;
const ar = (text: string) => `باوباب: ${text}`;

const table: Table = {
  fr: {
    order_paid: {
      order: (n, link) => fr(`nous avons bien reçu le paiement de votre commande n°${noBreak}${n}. Suivez-la ici${narrow}: ${link}`),
    },
    order_shipped: { order: (n, link) => fr(`votre commande n°${noBreak}${n} est partie avec notre livreur. ${link}`) },
    order_ready_for_pickup: { order: (n, link) => fr(`votre commande n°${noBreak}${n} vous attend en boutique. ${link}`) },
    order_refunded: { order: (n, link) => fr(`votre commande n°${noBreak}${n} a été remboursée. ${link}`) },
    booking_received: {
      booking: (what, when) => fr(`nous avons bien reçu votre réservation ${what} ${when}. Nous vous la confirmerons bientôt.`),
    },
    booking_confirmed: { booking: (what, when) => fr(`votre réservation ${what} ${when} est confirmée. À bientôt${narrow}!`) },
    booking_cancelled: {
      booking: (what, when) => fr(`votre réservation ${what} ${when} est annulée. Appelez-nous pour en choisir une autre.`),
    },
  },
  en: {
    order_paid: { order: (n, link) => en(`we have received the payment for your order #${n}. Follow it here: ${link}`) },
    order_shipped: { order: (n, link) => en(`your order #${n} is on its way with our courier. ${link}`) },
    order_ready_for_pickup: { order: (n, link) => en(`your order #${n} is ready for you to collect at the shop. ${link}`) },
    order_refunded: { order: (n, link) => en(`your order #${n} has been refunded. ${link}`) },
    booking_received: { booking: (what, when) => en(`we have received your booking ${what} ${when}. We will confirm it soon.`) },
    booking_confirmed: { booking: (what, when) => en(`your booking ${what} ${when} is confirmed. See you soon!`) },
    booking_cancelled: { booking: (what, when) => en(`your booking ${what} ${when} is cancelled. Call us to choose another time.`) },
  },
  ar: {
    order_paid: { order: (n, link) => ar(`استلمنا دفع طلبك رقم ${n}. تابعه هنا: ${link}`) },
    order_shipped: { order: (n, link) => ar(`طلبك رقم ${n} في الطريق مع موزّعنا. ${link}`) },
    order_ready_for_pickup: { order: (n, link) => ar(`طلبك رقم ${n} جاهز للاستلام في المتجر. ${link}`) },
    order_refunded: { order: (n, link) => ar(`تمّ ردّ مبلغ طلبك رقم ${n}. ${link}`) },
    booking_received: { booking: (what, when) => ar(`استلمنا حجزك ${what} ${when}. سنؤكّده لك قريبًا.`) },
    booking_confirmed: { booking: (what, when) => ar(`تمّ تأكيد حجزك ${what} ${when}. إلى اللقاء!`) },
    booking_cancelled: { booking: (what, when) => ar(`تمّ إلغاء حجزك ${what} ${when}. اتصلوا بنا لاختيار موعد آخر.`) },
  },
};

const quoted: Record<ApiLocale, (name: string) => string> = {
  fr: (name) => `«${narrow}${name}${narrow}»`,
  en: (name) => `“${name}”`,
  ar: (name) => `«${name}»`,
};

// Latin digits in Arabic too: the shop writes numbers, phones and dates that way on every page.
const dateLocale: Record<ApiLocale, string> = { fr: 'fr-FR', en: 'en-GB', ar: 'ar-u-nu-latn' };

/** "samedi 12 décembre à 10 h 30", "Saturday 12 December at 10:30", in shop time (the day and hour are stored as such). */
function slotWords(locale: ApiLocale, day: string, hour: string): string {
  const date = new Intl.DateTimeFormat(dateLocale[locale], { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
  const [h = '00', m = '00'] = hour.split(':');
  if (locale === 'fr') return `du ${date} à ${Number(h)}${noBreak}h${noBreak}${m}`;
  if (locale === 'en') return `on ${date} at ${hour}`;
  return `يوم ${date} الساعة ${hour}`;
}

/** The text of a message; `shopUrl` is the shop's public origin, for the order's page. */
export function shopperText(kind: ShopperMessageKind, locale: ApiLocale, params: ShopperMessageParams, shopUrl: string): string {
  const words = table[locale][kind];
  if ('order' in words && 'order' in params) return words.order(String(params.order), `${shopUrl}/orders/${params.order}`);
  if ('booking' in words && 'booking' in params) {
    const what = quoted[locale](params.shop ? `${params.service}, ${params.shop}` : params.service);
    return words.booking(what, slotWords(locale, params.day, params.hour));
  }
  throw new Error(`the ${kind} message needs ${'order' in words ? 'an order' : 'a booking'}`);
}
