import { lazy } from 'react';
import { lazyPage } from '../views/shared/lazy-page';

// Each screen is its own chunk: the first load of / carries only the shell and the home page.
// The pages a shopper lands on render without a loading step when main.tsx loaded them first (lazyPage): a page the
// server rendered is hydrated with its chunks there, so it never falls back to "loading" over the server's HTML.
export const HomePage = lazyPage(() => import('../views/home/home-page'));
export const ProductPage = lazyPage(() => import('../views/product/product-page'));
/** The catalogue with sort and price filter in the address, and the search results for the header search's full text. */
export const CataloguePage = lazyPage(() => import('../views/catalogue/catalogue-page'));
export const SearchPage = lazyPage(() => import('../views/catalogue/search-page'));
export const WishlistPage = lazy(() => import('../views/wishlist/wishlist-page'));
/** The cart, /verify, /payment, /payment/confirmation and /orders/:id with the checkout actor they share. */
export const CheckoutRoutes = lazyPage(() => import('./checkout-routes'));
export const ServicePage = lazyPage(() => import('../views/service/service-page'));
export const AuthRoutes = lazy(() => import('../views/auth/auth-routes'));
export const NotFoundPage = lazyPage(() => import('../views/not-found-page'));
/** The shopper's own pages: outside the checkout scope, so the order list never starts a checkout actor. */
export const AccountPage = lazy(() => import('../views/account/account-page'));
export const OrdersPage = lazy(() => import('../views/account/orders-page'));
/** About, delivery, shipping, returns, privacy, conditions of sale and terms: one page, its text from the catalogs. */
export const InfoPage = lazyPage(() => import('../views/info/info-page'));
/** The product owner's flow studio (/flows): charts of the machines, live; never part of a shopper's first load. */
export const FlowsRoutes = lazy(() => import('../views/flows/flows-routes'));
/** The shop staff's back office (/admin): its own chunks and catalog; never part of a shopper's first load. */
export const AdminRoutes = lazy(() => import('../views/admin/admin-routes'));

/** The paths CheckoutRoutes serves (the checkout's route table, beside its actor). */
export { checkoutPages } from '../actors/checkout-pages';
