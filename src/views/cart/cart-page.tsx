import { ShoppingCart } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import { EmptyList } from '../shared/empty-list';
import { NeedsJavaScript } from '../shared/needs-javascript';
import { useBrowserState } from '../../actors/browser-state';
import { useCartActor, useCartItems } from '../../actors/shop-actors';
import { SuggestedProductsCarousel } from '../shared/suggested-products-carousel';
import { useCartReport } from '../../actors/use-cart-report';
import { CartLine } from './cart-line';
import { CartSummary } from './cart-summary';

/** A phone shows two suggestions side by side (ProductCarousel). */
const suggestionsOnAPhone = 2;

/**
 * /shopping-cart (spec §2): the cart actor's lines, the summary with the delivery choice, suggestions.
 * Every change applies at once, so there is no "update cart" button; no promo code until coupons exist
 * (docs/decisions/cart-no-promo-code.md).
 */
export default function CartPage() {
  const { t } = useLingui();
  const cart = useCartActor();
  const items = useCartItems();
  const report = useCartReport();
  const cartKnown = useBrowserState();
  const emptyCart = (
    <EmptyList icon={<ShoppingCart className="size-12" />} title={<Trans>Your cart is empty</Trans>}>
      <Trans>Add the products you like from the shop; they will wait for you here.</Trans>
    </EmptyList>
  );
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 py-6 sm:py-10">
        <h1 className="mb-6 text-2xl font-bold text-brand-900 sm:text-3xl">
          <Trans>Shopping cart</Trans>
        </h1>
        {!cartKnown ? (
          // Rendered by the server, the cart's lines are the browser's to show: until it has them, the empty cart's
          // place, unseen (a first visit's empty cart then takes it without moving what is below), never "empty".
          <>
            <NeedsJavaScript />
            <div aria-hidden="true" className="invisible">
              {emptyCart}
            </div>
          </>
        ) : items.length === 0 ? (
          emptyCart
        ) : (
          <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
            <ul aria-label={t`Products in your cart`} className="border-t border-stone-200">
              {items.map((item) => (
                <CartLine
                  key={item.id}
                  item={item}
                  soldOut={report.soldOut.includes(item.id)}
                  onRemove={() => cart?.send({ type: 'REMOVE', id: item.id })}
                  onIncrement={() => cart?.send({ type: 'INCREMENT', id: item.id })}
                  onDecrement={() => cart?.send({ type: 'DECREMENT', id: item.id })}
                />
              ))}
            </ul>
            <CartSummary report={report} />
          </div>
        )}
      </div>
      <SuggestedProductsCarousel
        excludeIds={items.map((item) => item.id)}
        title={<Trans>You may also like</Trans>}
        headingId="cart-also-like"
        // An empty cart (a first visit) leaves the first suggestions above the fold, where their pictures are the
        // page's largest paint: loaded at once and first. Under cart lines and the summary they stay lazy.
        eagerCount={items.length === 0 ? suggestionsOnAPhone : 0}
      />
    </>
  );
}
