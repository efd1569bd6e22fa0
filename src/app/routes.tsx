import { lazy } from 'react';

// Each screen is its own chunk: the first load of / carries only the shell and the home page.
export const HomePage = lazy(() => import('../views/home/HomePage'));
export const ProductPage = lazy(() => import('../views/product/ProductPage'));
export const CartPage = lazy(() => import('../views/cart/CartPage'));
export const WishlistPage = lazy(() => import('../views/wishlist/WishlistPage'));
export const VerifyPage = lazy(() => import('../views/checkout/VerifyPage'));
export const PaymentPage = lazy(() => import('../views/checkout/PaymentPage'));
export const ConfirmationPage = lazy(() => import('../views/checkout/ConfirmationPage'));
export const OrderStatusPage = lazy(() => import('../views/checkout/OrderStatusPage'));
export const ServicePage = lazy(() => import('../views/service/ServicePage'));
export const AuthRoutes = lazy(() => import('../views/auth/AuthRoutes'));
export const NotFoundPage = lazy(() => import('../views/NotFoundPage'));
