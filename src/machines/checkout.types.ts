import type { DeliveryMethodCode } from '../domain/catalog';
import type { ClientInfo, DeliveryDetails } from '../domain/client-info';
import type { CreateOrderBody } from '../domain/order';
import type { CheckoutFailure } from '../domain/order-failure';
import type { PaymentInfo, StartPaymentBody } from '../domain/payment';

// The checkout machine's data and events (src/machines/checkout.ts), apart so the machine reads as its states.

/** The cart as the confirmation page shows it, and the total the shopper saw. */
export interface OrderContent {
  products: { id: number; quantity: number }[];
  total: number;
}

/** Who is signed in, as far as the checkout cares: paying needs an account with a customer record. */
export interface Shopper {
  signedIn: boolean;
  /** The customer record's id; null while it is not loaded (or the account never registered). */
  customerId: number | null;
  /** What the customer record says of them, to prefill the customer details form. */
  contact?: Contact | null;
}

/** The customer record's fields the customer details form shares. */
export type Contact = Pick<ClientInfo, 'fname' | 'lname' | 'email' | 'phone' | 'address'>;

/** What the order is placed with: the customer and the cart as shown. */
export interface OrderRequest {
  customerId: number;
  products: { id: number; quantity: number }[];
  /** The total the shopper was shown (cart + delivery fee); the server refuses any other. */
  total: number;
}

export interface CheckoutAttempt {
  idempotencyKey: string;
  orderId: number | null;
}

export interface CheckoutContext {
  deliveryMethod: DeliveryMethodCode | null;
  clientInfo: ClientInfo | null;
  paymentInfo: PaymentInfo | null;
  order: OrderRequest | null;
  /** Null until the session is known. */
  shopper: Shopper | null;
  /** The cart and total the orderWatch reported, with the key it proposes for a new attempt. */
  content: (OrderContent & { idempotencyKey: string }) | null;
  attempt: CheckoutAttempt | null;
  failure: CheckoutFailure | null;
  /** Where the browser goes once the payment has started. */
  paymentUrl: string | null;
  /** Where the customer's past orders were delivered, newest first (GET /api/delivery-details). */
  savedDeliveries: DeliveryDetails[];
  /** Which saved place the details form shows (its index in savedDeliveries); null: a new address, typed. */
  place: number | null;
}

/** What may be restored after a reload (src/services/checkout-storage.ts): never anything that pays. */
export interface CheckoutInput {
  deliveryMethod?: DeliveryMethodCode | null;
  clientInfo?: ClientInfo | null;
}

/** What the cart holds when the shopper opens a checkout page. */
export interface CartReport {
  /** How many lines. */
  cartCount: number;
  /** The ids of the lines out of stock now (sold out since they were added): the checkout waits for their removal. */
  soldOut: number[];
}

export type CheckoutEvent =
  | { type: 'CHOOSE_DELIVERY'; method: DeliveryMethodCode }
  /** The shopper arrived on /verify (link, back button or reload), with what her cart holds. */
  | ({ type: 'ENTER_INFO' } & CartReport)
  | { type: 'SUBMIT_INFO'; clientInfo: ClientInfo }
  /** The shopper arrived on /payment, with what her cart holds. */
  | ({ type: 'ENTER_PAYMENT' } & CartReport)
  | { type: 'SUBMIT_PAYMENT'; paymentInfo: PaymentInfo }
  /** Sent by the sessionWatch actor whenever who is signed in (or their customer record) changes. */
  | { type: 'SESSION_CHANGED'; shopper: Shopper }
  /** Sent by the orderWatch actor: the cart and its total; `idempotencyKey` is used if no attempt is under way. */
  | { type: 'ORDER_KNOWN'; content: OrderContent; idempotencyKey: string }
  /** On /verify: deliver to this saved place (its index), or to a new address (null). */
  | { type: 'CHOOSE_PLACE'; index: number | null }
  /** Try again: the order or payment that failed, or loading the saved delivery details. */
  | { type: 'RETRY' }
  /** After a 'totalChanged' failure: pay the new total. */
  | { type: 'ACCEPT_TOTAL' }
  /** After a failure: back to the payment step, to choose another method or number. */
  | { type: 'CHANGE_METHOD' }
  /** After an 'outOfStock' failure: back to the cart, to remove what sold out. */
  | { type: 'BACK_TO_CART' };

export interface PlaceOrderInput {
  idempotencyKey: string;
  body: CreateOrderBody;
}
export interface StartPaymentInput {
  orderId: number;
  payment: StartPaymentBody;
}
