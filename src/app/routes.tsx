import { lazy } from 'react';
import { lazyPage } from './lazyPage';

// Each screen is its own chunk: the first load of / carries only the shell and the home page.
// The pages a shopper lands on most render without a loading step when main.tsx loaded them first (lazyPage).
export const HomePage = lazyPage(() => import('../views/home/HomePage'));
export const ProductPage = lazyPage(() => import('../views/product/ProductPage'));
/** The catalogue with sort and price filter in the address, and the search results for the header search's full text. */
export const CataloguePage = lazy(() => import('../views/catalogue/CataloguePage'));
export const SearchPage = lazy(() => import('../views/catalogue/SearchPage'));
export const WishlistPage = lazy(() => import('../views/wishlist/WishlistPage'));
/** The cart, /verify, /payment, /payment/confirmation and /orders/:id with the checkout actor they share. */
export const CheckoutRoutes = lazyPage(() => import('./CheckoutRoutes'));
export const ServicePage = lazy(() => import('../views/service/ServicePage'));
export const AuthRoutes = lazy(() => import('../views/auth/AuthRoutes'));
export const NotFoundPage = lazy(() => import('../views/NotFoundPage'));
/** The shopper's own pages: outside the checkout scope, so the order list never starts a checkout actor. */
export const AccountPage = lazy(() => import('../views/account/AccountPage'));
export const OrdersPage = lazy(() => import('../views/account/OrdersPage'));
/** About, delivery, shipping, returns, privacy, conditions of sale and terms: one page, its text from the catalogs. */
export const InfoPage = lazy(() => import('../views/info/InfoPage'));
/** The product owner's flow studio (/flows): charts of the machines, live; never part of a shopper's first load. */
export const FlowsRoutes = lazy(() => import('../views/flows/FlowsRoutes'));
/** The shop staff's back office (/admin): its own chunks and catalog; never part of a shopper's first load. */
export const AdminRoutes = lazy(() => import('../views/admin/AdminRoutes'));

/** The paths CheckoutRoutes serves (the checkout's route table, beside its actor). */
export { checkoutPages } from '../actors/checkoutRouteTable';
