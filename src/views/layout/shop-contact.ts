/**
 * How to reach the shop, as the header's top line shows it (part of shop-info.ts, whose addresses and
 * social links only the footer and a few pages show: they stay out of the first load of /).
 */
export const shopContact = {
  phoneDisplay: '+221 33 820 00 00',
  phoneHref: 'tel:+221338200000',
  email: 'contact@baobab.sn',
} as const;
