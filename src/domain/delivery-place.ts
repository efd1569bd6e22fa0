import type { DeliveryDetails } from './client-info';

/**
 * The same place to deliver (time aside), whatever the case and spacing typed. Apart from client-info.ts's
 * schemas: the checkout's machine, in the cart's first screen, compares places without zod.
 */
export const samePlace = (a: DeliveryDetails, b: DeliveryDetails) => {
  const key = (d: DeliveryDetails) =>
    [d.city, d.address, d.zip].map((part) => part.trim().replace(/\s+/g, ' ').toLocaleLowerCase()).join('|');
  return key(a) === key(b);
};
