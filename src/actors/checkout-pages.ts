/**
 * The paths the checkout's router serves, as ONE route so the checkout actor stays mounted between them (its inner
 * Switch has one route per page; keep both lists the same). Case and a trailing slash are ignored, as for the shop's
 * other routes. `/orders` alone (the order list, src/views/account) is not one of them: it needs no checkout actor.
 * A module of its own: the shop's routes need it at once, the route table (checkout-route-table.ts) comes with the
 * checkout.
 */
export const checkoutPages = /^\/(?:shopping-cart|verify|payment|payment\/confirmation|orders\/[^/]+)\/?$/i;
