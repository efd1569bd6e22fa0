import { describe, expect, it } from 'vitest';
import { apiLocales } from '../../src/domain/api';
import { shopperMessageKinds, type ShopperMessageKind, type ShopperMessageParams } from '../../src/domain/shopper-messages';
import { shopperText } from './texts';

const shop = 'https://shop.example.sn';
const order: ShopperMessageParams = { order: 42 };
const booking: ShopperMessageParams = { booking: 7, service: 'Massage', shop: 'Baobab Plateau', day: '2026-12-12', hour: '10:30' };
const paramsOf = (kind: ShopperMessageKind) => (kind.startsWith('order_') ? order : booking);

describe('the text messages to shoppers', () => {
  it('says the order’s number and links to its page, in French, English and Arabic', () => {
    expect(shopperText('order_paid', 'fr', order, shop)).toBe(
      'Baobab\u202f: nous avons bien reçu le paiement de votre commande n°\u00a042. Suivez-la ici\u202f: https://shop.example.sn/orders/42',
    );
    expect(shopperText('order_shipped', 'en', order, shop)).toBe(
      'Baobab: your order #42 is on its way with our courier. https://shop.example.sn/orders/42',
    );
    expect(shopperText('order_ready_for_pickup', 'ar', order, shop)).toBe(
      'باوباب: طلبك رقم 42 جاهز للاستلام في المتجر. https://shop.example.sn/orders/42',
    );
  });

  it('names the booked service, its shop, its day and hour in shop time, with Latin digits in Arabic', () => {
    expect(shopperText('booking_confirmed', 'fr', booking, shop)).toBe(
      'Baobab\u202f: votre réservation «\u202fMassage, Baobab Plateau\u202f» du samedi 12 décembre à 10\u00a0h\u00a030 est confirmée. À bientôt\u202f!',
    );
    expect(shopperText('booking_received', 'en', booking, shop)).toBe(
      'Baobab: we have received your booking “Massage, Baobab Plateau” on Saturday 12 December at 10:30. We will confirm it soon.',
    );
    const arabic = shopperText('booking_cancelled', 'ar', { ...booking, shop: null }, shop);
    expect(arabic).toMatch(/^باوباب: تمّ إلغاء حجزك «Massage» يوم السبت، 12 ديسمبر الساعة 10:30\./);
    expect(arabic).not.toMatch(/[\u0660-\u0669]/);
  });

  it('has every message in every language, and French ones follow the shop’s typography', () => {
    for (const locale of apiLocales) {
      const texts = shopperMessageKinds.map((kind) => shopperText(kind, locale, paramsOf(kind), shop));
      expect(new Set(texts).size).toBe(shopperMessageKinds.length);
      if (locale !== 'fr') continue;
      for (const text of texts) {
        // Before : ; ! ? a narrow no-break space, never a plain or no-break one (links and times aside).
        const prose = text.replace(/https:\/\/\S+/g, '');
        expect(prose, text).not.toMatch(/[ \u00a0][:;!?]|[^\s\u202f][:;!?]/);
      }
    }
  });

  it('refuses a message about the wrong kind of record', () => {
    expect(() => shopperText('order_paid', 'fr', booking, shop)).toThrow(/needs an order/);
    expect(() => shopperText('booking_received', 'en', order, shop)).toThrow(/needs a booking/);
  });
});
