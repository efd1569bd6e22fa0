// The checkout played in the shop: a returning customer (a past order placed through the API) with the tea in her
// cart chooses a delivery, signs in by SMS (the Auth emulator's code), fills her details or picks her saved place,
// chooses Wave, and the real server places the order and PayDunya's simulator opens its page. Events of
// tests/model/checkout.model.ts.
import type { Shopper } from '../../../src/machines/checkout';
import { checkoutMachine } from '../../../src/machines/checkout';
import { checkoutWords } from '../../../src/machines/checkout.words';
import type { CheckoutFailure } from '../../../src/domain/order-failure';
import { CheckoutFailureError } from '../../../src/domain/order-failure';
import { checkoutModel } from '../../model/checkout.model';
import { defineFlow } from '../flow';
import { checkoutChecks, failureAlert } from './checkout.checks';
import {
  addTheTea,
  arriveAt,
  becomeReturningCustomer,
  choosePlace,
  cartWithTheHoney,
  comeBackWithTheHoney,
  cartWithTheTeaAtAnOldPrice,
  emptyCartFromAnotherTab,
  fillDetails,
  hasProducts,
  payWithWave,
  proceedToCheckout,
  removeTheHoney,
  signInFromTheHeader,
  signOut,
  storeCartFromAnotherTab,
  untilTheCheckoutIs,
} from './checkout.shopper';

type Snapshot = ReturnType<typeof checkoutMachine.transition>;

const shopperOf = (event: object) => (event as { shopper: Shopper }).shopper;
const cartCountOf = (event: object) => (event as { cartCount: number }).cartCount;
/** The cart still holds a product sold out since it was added (the honey). */
const holdsSoldOut = (event: object) => (event as { soldOut: number[] }).soldOut.length > 0;
const reportsEmptyCart = (event: object) => (event as { content: { products: unknown[] } }).content.products.length === 0;
const failureOf = (event: object): CheckoutFailure | 'dropped' => {
  const { error } = event as { error: unknown };
  return error instanceof CheckoutFailureError ? error.failure : 'dropped';
};
/** Checkout pages a person can act on: the ones that wait for her (the others last only until the server answers). */
const waitsForTheShopper = (snapshot: Snapshot) =>
  snapshot.context.shopper !== null &&
  (snapshot.matches('cart') ||
    snapshot.matches({ info: 'editing' }) ||
    snapshot.matches({ info: 'deliveriesFailed' }) ||
    snapshot.matches('payment') ||
    snapshot.matches('failed'));
const isPath = (path: string) => (url: URL) => url.pathname === path;
const isPaymentStart = (url: URL) => /^\/api\/orders\/\d+\/payment$/.test(url.pathname);

export const checkoutFlow = defineFlow({
  name: 'checkout',
  model: checkoutModel,
  words: checkoutWords,
  start: async (world) => {
    await becomeReturningCustomer(world);
    await addTheTea(world.page);
    await world.page
      .getByRole('banner')
      .getByRole('link', { name: /^Cart, / })
      .click();
  },
  actions: {
    SESSION_CHANGED: {
      // At load nobody is signed in, or she signs in first (her customer record loaded); on the cart page or
      // on /verify she may sign out.
      when: (snapshot, event) => {
        const shopper = shopperOf(event);
        if (snapshot.context.shopper === null) return snapshot.matches('cart') && (!shopper.signedIn || shopper.customerId !== null);
        const signedInCustomer = snapshot.context.shopper.customerId !== null;
        return (snapshot.matches('cart') || snapshot.matches({ info: 'editing' })) && signedInCustomer && !shopper.signedIn;
      },
      byItself: (event) => !shopperOf(event).signedIn,
      how: (event) => {
        const shopper = shopperOf(event);
        if (shopper.signedIn)
          return 'She signs in from the header (SMS code from the Auth emulator), then opens her cart again: a new checkout starts';
        return 'Nobody is signed in (at load), or she signs out from the header’s account menu';
      },
      describe: () => '',
      act: async (world, event, snapshot) => {
        if (shopperOf(event).signedIn) await signInFromTheHeader(world);
        else if (snapshot.context.shopper !== null) await signOut(world.page);
      },
    },
    CHOOSE_DELIVERY: {
      // The radio of a method already chosen cannot be chosen again.
      when: (snapshot) => snapshot.context.shopper !== null && snapshot.context.deliveryMethod === null && !snapshot.matches('redirecting'),
      act: async ({ page }) => {
        await page
          .getByRole('main')
          .getByRole('radio', { name: /^Collect in store/ })
          .check();
      },
    },
    ENTER_INFO: {
      // /verify is reached from the cart's “Proceed to checkout”, the payment page’s “Back to your details”, or Back.
      when: (snapshot, event) => {
        if (!waitsForTheShopper(snapshot) || snapshot.matches('failed')) return false;
        // The honey comes into her cart while she is on the details page (a sold-out cart never opens it).
        if (holdsSoldOut(event)) return snapshot.matches({ info: 'editing' });
        return cartCountOf(event) > 0 ? !snapshot.matches('info') : !snapshot.matches('cart');
      },
      how: (event) =>
        holdsSoldOut(event)
          ? 'Another tab puts the honey (saved before it sold out) in her cart; she looks at her cart, then comes Back to the customer details page'
          : cartCountOf(event) > 0
            ? 'The shopper opens the customer details page (with the tea in her cart, nothing sold out)'
            : 'She empties her cart in another tab, then comes back to the customer details page',
      act: async (world, event, snapshot) => {
        if (holdsSoldOut(event)) return comeBackWithTheHoney(world);
        if (cartCountOf(event) === 0) await emptyCartFromAnotherTab(world.page);
        else await removeTheHoney(world.page);
        if (snapshot.matches('cart')) await proceedToCheckout(world);
        else await arriveAt(world, '/verify', snapshot);
      },
    },
    ENTER_PAYMENT: {
      when: (snapshot, event) => {
        if (!waitsForTheShopper(snapshot)) return false;
        // From /verify, only Back leads to /payment: after the details were sent there.
        if (snapshot.matches('info') && snapshot.context.clientInfo === null) return false;
        // The honey comes into her cart while she is on the payment page.
        if (holdsSoldOut(event)) return snapshot.matches('payment');
        if (cartCountOf(event) === 0) return !snapshot.matches('cart');
        return !snapshot.matches('payment');
      },
      how: (event) =>
        holdsSoldOut(event)
          ? 'Another tab puts the honey (saved before it sold out) in her cart; she looks at her cart, then comes Back to the payment page'
          : cartCountOf(event) > 0
            ? 'The shopper opens the payment page (with the tea in her cart, nothing sold out)'
            : 'She empties her cart in another tab, then comes back to the payment page',
      act: async (world, event, snapshot) => {
        if (holdsSoldOut(event)) return comeBackWithTheHoney(world);
        if (cartCountOf(event) === 0) await emptyCartFromAnotherTab(world.page);
        else {
          await removeTheHoney(world.page);
          if (!(await hasProducts(world.page))) await addTheTea(world.page);
        }
        await arriveAt(world, '/payment', snapshot);
      },
    },
    SUBMIT_INFO: {
      when: (snapshot) => snapshot.matches({ info: 'editing' }) || snapshot.matches({ info: 'deliveriesFailed' }),
      describe: () => '',
      act: async ({ page }) => fillDetails(page),
    },
    CHOOSE_PLACE: {
      // Her one saved place (her past order's), or a new address; a radio already chosen cannot be chosen again.
      when: (snapshot, event) => snapshot.context.savedDeliveries.length > 0 && snapshot.context.place !== event.index,
      describe: (event) => (event.index === null ? 'a new address' : 'the place of her past order'),
      act: async ({ page }, event) => choosePlace(page, event.index as number | null),
    },
    SUBMIT_PAYMENT: {
      describe: () => 'Wave, 77 123 45 67',
      act: async ({ page }) => payWithWave(page),
    },
    ORDER_KNOWN: {
      byItself: () => true,
      how: (event) =>
        reportsEmptyCart(event)
          ? 'The checkout reads an empty cart (emptied in another tab just before she confirmed)'
          : 'The checkout reads the cart and its total',
      describe: () => '',
      arrange: async ({ page }, event) => {
        if (reportsEmptyCart(event)) await emptyCartFromAnotherTab(page);
      },
      act: async () => undefined,
    },
    'xstate.done.actor.placeOrder': { how: () => 'The shop places the order', describe: () => '', act: async () => undefined },
    'xstate.error.actor.placeOrder': {
      how: (event) => {
        const failure = failureOf(event);
        if (failure === 'dropped')
          return 'The connection drops while the order is placed (network interception: the real server never fails it)';
        if (failure.kind === 'totalChanged')
          return 'The shop refuses the order: the tea costs more than when her cart was saved (in another tab, before a price change)';
        return 'The shop refuses the order: the honey in her cart (saved in another tab before it sold out) is out of stock';
      },
      describe: () => '',
      arrange: async ({ page }, event) => {
        const failure = failureOf(event);
        if (failure === 'dropped')
          await page.route(
            (url) => isPath('/api/orders')(url),
            (route) => route.abort('connectionfailed'),
            { times: 1 },
          );
        else await storeCartFromAnotherTab(page, failure.kind === 'totalChanged' ? cartWithTheTeaAtAnOldPrice : cartWithTheHoney);
      },
      act: async () => undefined,
    },
    'xstate.done.actor.startPayment': {
      how: () => 'PayDunya’s simulator opens its payment page',
      describe: () => '',
      act: async () => undefined,
    },
    'xstate.error.actor.startPayment': {
      // The real server answers every start it receives; only a dropped connection makes it fail.
      when: (_, event) => {
        const failure = failureOf(event);
        return failure !== 'dropped' && failure.kind === 'unexpected';
      },
      how: () => 'The connection drops while the payment is started (network interception: the real server answers)',
      describe: () => '',
      arrange: async ({ page }) => {
        await page.route(isPaymentStart, (route) => route.abort('connectionfailed'), { times: 1 });
      },
      act: async () => undefined,
    },
    'xstate.done.actor.loadDeliveries': {
      how: () => 'The shop tells where her past order went',
      describe: () => '',
      act: async () => undefined,
    },
    'xstate.error.actor.loadDeliveries': {
      how: () =>
        'The connection drops whenever her saved addresses are asked for, until the shop gives up (network interception: the real server answers)',
      describe: () => '',
      arrange: async ({ page }) => {
        await page.route(isPath('/api/delivery-details'), (route) => route.abort('connectionfailed'));
      },
      act: async ({ page, records }) => {
        await untilTheCheckoutIs(records, { info: 'deliveriesFailed' });
        await page.unroute(isPath('/api/delivery-details'));
      },
    },
    RETRY: {
      act: async ({ page }, _, snapshot) => {
        const where = snapshot.matches('failed') ? failureAlert(page) : page.getByRole('main').getByRole('alert');
        await where.getByRole('button', { name: 'Try again' }).click();
      },
    },
    ACCEPT_TOTAL: {
      act: async ({ page }) => {
        await failureAlert(page).getByRole('button', { name: /^Pay / }).click();
      },
    },
    CHANGE_METHOD: {
      act: async ({ page }) => {
        await failureAlert(page).getByRole('button', { name: 'Change payment method' }).click();
      },
    },
    BACK_TO_CART: {
      act: async ({ page }) => {
        await failureAlert(page).getByRole('button', { name: 'Back to the cart' }).click();
      },
    },
  },
  checks: checkoutChecks,
  // Every state and transition is played in the shop.
  notThroughUi: {},
  timeoutMs: 180_000,
});
