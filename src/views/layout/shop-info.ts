import { shopContact } from './shop-contact';

/**
 * The shop's public contact details, shown in the header and the footer.
 * The owner should confirm them (and the social handles) before going live.
 */
export const shopInfo = {
  ...shopContact,
  addressLines: ['Rue 10, Point E', 'Dakar, Sénégal'],
  mapUrl: 'https://www.google.com/maps/search/?api=1&query=Point%20E%2C%20Dakar%2C%20S%C3%A9n%C3%A9gal',
  social: {
    facebook: 'https://www.facebook.com/',
    instagram: 'https://www.instagram.com/',
    tiktok: 'https://www.tiktok.com/',
    youtube: 'https://www.youtube.com/',
  },
} as const;
