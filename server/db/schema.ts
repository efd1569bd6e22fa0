/**
 * The one database schema, for PGlite and PostgreSQL alike: catalogue, site content, customers,
 * bookings, messages, orders and payments. Money is integer XOF: the currency has no decimals.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { DeliveryMethodCode } from '../../src/domain/catalog';
import type { ClientInfo } from '../../src/domain/client-info';
import { orderStates } from '../../src/domain/order-state';
import type { AuditEntity } from '../../src/domain/admin-audit';
import { bookingStatuses } from '../../src/domain/admin-bookings';
import { paymentMethods } from '../../src/domain/payment';
import { refundReasons, refundStatuses } from '../../src/domain/refunds';
import type { ApiLocale } from '../../src/domain/api';
import {
  shopperMessageKinds,
  shopperMessageStatuses,
  type ShopperMessageKind,
  type ShopperMessageParams,
} from '../../src/domain/shopper-messages';
import type { CreateInvoiceRequest, InvoiceStatus, SoftpayChannel } from '../payments/paydunya-contract';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
/** Optimistic concurrency of the back office: an edit names the version it was made from, and raises it. */
const version = () => integer('version').notNull().default(1);
/** The language the shopper used when she made the record: her text messages are written in it. */
const shopperLocale = () => text('locale').$type<ApiLocale>().notNull().default('fr');
const shopperLocaleCheck = (table: string, column: AnyPgColumn) => check(`${table}_locale_check`, sql`${column} in ('fr', 'en', 'ar')`);

// ───────────────────────────── catalogue ─────────────────────────────

export const categories = pgTable('categories', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  position: smallint('position').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    propertiesFr: text('properties_fr').array().notNull(),
    propertiesEn: text('properties_en').array().notNull(),
    price: integer('price').notNull(),
    availability: boolean('availability').notNull().default(true),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('products_category_idx').on(t.categoryId), check('products_price_check', sql`${t.price} >= 0`)],
);

export const productImages = pgTable(
  'product_images',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    url: text('url').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    altFr: text('alt_fr').notNull(),
    altEn: text('alt_en').notNull(),
    cardUrl: text('card_url').notNull(),
    cardWidth: integer('card_width').notNull(),
    cardHeight: integer('card_height').notNull(),
  },
  (t) => [uniqueIndex('product_images_product_position_idx').on(t.productId, t.position)],
);

export const countries = pgTable('countries', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  /** ISO 3166-1 alpha-2, e.g. SN. */
  code: text('code').notNull().unique(),
  nameFr: text('name_fr').notNull(),
  nameEn: text('name_en').notNull(),
  /** BCP 47, e.g. fr-SN. */
  locale: text('locale').notNull(),
  /** ISO 4217, e.g. XOF. */
  currency: text('currency').notNull(),
  position: smallint('position').notNull(),
});

export const exchangeRates = pgTable('exchange_rates', {
  currency: text('currency').primaryKey(),
  xofPerUnit: numeric('xof_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  /** False for fixed pegs (XOF, EUR); true for rates that float and are shown as an indication. */
  indicative: boolean('indicative').notNull(),
  asOf: date('as_of').notNull(),
  version: version(),
});

export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    code: text('code').$type<DeliveryMethodCode>().primaryKey(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    fee: integer('fee').notNull(),
    position: smallint('position').notNull(),
    version: version(),
  },
  (t) => [
    check('delivery_methods_code_check', sql`${t.code} in ('livreur', 'collect')`),
    check('delivery_methods_fee_check', sql`${t.fee} >= 0`),
  ],
);

// ───────────────────────────── site content ─────────────────────────────

export const events = pgTable(
  'events',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    titleFr: text('title_fr').notNull(),
    titleEn: text('title_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    address: text('address').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** Places offered; null when the event states no limit. */
    capacity: integer('capacity'),
    /**
     * Places taken, moved by one conditional UPDATE per booking: the row lock makes concurrent
     * bookings queue, so the last seat is given once (see bookings.ts).
     */
    seatsBooked: integer('seats_booked').notNull().default(0),
    version: version(),
  },
  (t) => [
    index('events_starts_at_idx').on(t.startsAt),
    check('events_seats_check', sql`${t.seatsBooked} >= 0 and (${t.capacity} is null or ${t.seatsBooked} <= ${t.capacity})`),
  ],
);

export const services = pgTable(
  'services',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    nameFr: text('name_fr').notNull(),
    nameEn: text('name_en').notNull(),
    descriptionFr: text('description_fr').notNull(),
    descriptionEn: text('description_en').notNull(),
    imageLink: text('image_link').notNull(),
    position: smallint('position').notNull(),
    /** XOF, as products' prices (issue 21: the service page shows it); null until the shop gives one. */
    price: integer('price'),
    version: version(),
  },
  (t) => [check('services_price_check', sql`${t.price} is null or ${t.price} >= 0`)],
);

export const shops = pgTable(
  'shops',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    address: text('address').notNull(),
    /** Whole hours of the day in shop time (Africa/Dakar). */
    weekStart: smallint('week_start').notNull(),
    weekEnd: smallint('week_end').notNull(),
    /** Both null when the shop is closed at the weekend. */
    weekendStart: smallint('weekend_start'),
    weekendEnd: smallint('weekend_end'),
    version: version(),
  },
  (t) => [
    check('shops_week_hours_check', sql`0 <= ${t.weekStart} and ${t.weekStart} < ${t.weekEnd} and ${t.weekEnd} <= 24`),
    check(
      'shops_weekend_hours_check',
      sql`(${t.weekendStart} is null and ${t.weekendEnd} is null) or (0 <= ${t.weekendStart} and ${t.weekendStart} < ${t.weekendEnd} and ${t.weekendEnd} <= 24)`,
    ),
  ],
);

export const testimonials = pgTable('testimonials', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  messageFr: text('message_fr').notNull(),
  messageEn: text('message_en').notNull(),
  author: text('author').notNull(),
});

// ───────────────────────────── customers and requests ─────────────────────────────

export const customers = pgTable('customers', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  fname: text('fname').notNull(),
  lname: text('lname').notNull(),
  email: text('email').notNull(),
  address: text('address').notNull(),
  /** The Firebase uid; one customer record per signed-in user. */
  authId: text('auth_id').notNull().unique(),
  /** The verified phone number of the token, E.164. */
  phone: text('phone').notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const bookingKind = pgEnum('booking_kind', ['event', 'service']);
/** Taken at once (`booked`); the staff confirm it, or cancel it, which frees the slot or the seat. */
export const bookingStatus = pgEnum('booking_status', bookingStatuses);

export const bookings = pgTable(
  'bookings',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: bookingKind('kind').notNull(),
    /** The event id or the service id, depending on `kind`. */
    serviceId: integer('service_id').notNull(),
    /** The event title or service name as the shopper saw it. */
    serviceType: text('service_type').notNull(),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'restrict' }),
    shopName: text('shop_name'),
    serviceDay: date('service_day').notNull(),
    /** HH:mm in shop time. */
    serviceHour: text('service_hour').notNull(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    phone: text('phone').notNull(),
    authId: text('auth_id'),
    status: bookingStatus('status').notNull().default('booked'),
    locale: shopperLocale(),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    shopperLocaleCheck('bookings', t.locale),
    // A taken slot is refused by the database itself, so two concurrent requests cannot both win;
    // a cancelled booking no longer holds its slot.
    uniqueIndex('bookings_service_slot_idx')
      .on(t.shopId, t.serviceId, t.serviceDay, t.serviceHour)
      .where(sql`${t.kind} = 'service' and ${t.status} <> 'cancelled'`),
    // The back office's agenda (by day) and event attendee lists.
    index('bookings_day_idx').on(t.serviceDay, t.serviceHour),
    index('bookings_kind_service_idx').on(t.kind, t.serviceId),
    check('bookings_service_has_shop_check', sql`${t.kind} = 'event' or ${t.shopId} is not null`),
    check('bookings_service_hour_check', sql`${t.serviceHour} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    fname: text('fname').notNull(),
    lname: text('lname').notNull(),
    email: text('email').notNull(),
    countryId: integer('country_id').references(() => countries.id, { onDelete: 'set null' }),
    phone: text('phone').notNull(),
    message: text('message').notNull(),
    /** When a staff member marked it handled (null: still in the inbox), and who (Firebase uid). */
    handledAt: timestamp('handled_at', { withTimezone: true }),
    handledBy: text('handled_by'),
    version: version(),
    createdAt: createdAt(),
  },
  (t) => [
    index('messages_inbox_idx')
      .on(t.createdAt)
      .where(sql`${t.handledAt} is null`),
  ],
);

// ───────────────────────────── orders and payments ─────────────────────────────

/** The order machine's state (src/machines/order.ts), the one column that says where an order is. */
export const orderState = pgEnum('order_state', orderStates);
export const paymentMethod = pgEnum('payment_method', paymentMethods);
export const paymentStatus = pgEnum('payment_status', ['pending', 'completed', 'cancelled', 'failed']);

export const orders = pgTable(
  'orders',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    /** Moved only by server/orders/order-service.ts, through the order machine's `nextOrderState`. */
    state: orderState('state').notNull().default('pending_payment'),
    shippingMethod: text('shipping_method')
      .$type<DeliveryMethodCode>()
      .notNull()
      .references(() => deliveryMethods.code, { onDelete: 'restrict' }),
    paymentMethod: paymentMethod('payment_method').notNull(),
    subtotal: integer('subtotal').notNull(),
    deliveryFee: integer('delivery_fee').notNull(),
    total: integer('total').notNull(),
    /** Amount paid online. */
    deposit: integer('deposit').notNull(),
    /** Remainder due on delivery or collection. */
    rest: integer('rest').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    /** The checkout's customer-info form, as the shopper entered it. */
    clientInfo: jsonb('client_info').$type<ClientInfo>().notNull(),
    /** SHA-256 of what the order was made of: the same Idempotency-Key with another cart is refused. Null for older orders. */
    requestFingerprint: text('request_fingerprint'),
    locale: shopperLocale(),
    version: version(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    shopperLocaleCheck('orders', t.locale),
    // The expiry sweep looks for unpaid orders by age.
    index('orders_state_updated_idx').on(t.state, t.updatedAt),
    // The back office's list, newest first (read backwards: `order by created_at desc, id desc` is
    // NULLS FIRST, which an index declared DESC NULLS LAST cannot give), optionally by delivery method.
    index('orders_created_at_id_idx').on(t.createdAt, t.id),
    index('orders_shipping_created_at_id_idx').on(t.shippingMethod, t.createdAt, t.id),
    uniqueIndex('orders_customer_idempotency_idx').on(t.customerId, t.idempotencyKey),
    index('orders_customer_idx').on(t.customerId),
    check(
      'orders_amounts_check',
      sql`${t.subtotal} >= 0 and ${t.deliveryFee} >= 0 and ${t.total} = ${t.subtotal} + ${t.deliveryFee} and ${t.deposit} >= 0 and ${t.rest} >= 0 and ${t.deposit} + ${t.rest} = ${t.total}`,
    ),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    /** Name and price as sold, so later catalogue changes do not rewrite past orders. */
    name: text('name').notNull(),
    unitPrice: integer('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    lineTotal: integer('line_total').notNull(),
  },
  (t) => [
    index('order_items_order_idx').on(t.orderId),
    check('order_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('order_items_line_total_check', sql`${t.lineTotal} = ${t.unitPrice} * ${t.quantity}`),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** PayDunya's checkout-invoice token; null while the attempt is claimed but its invoice not yet created. */
    providerToken: text('provider_token').unique(),
    method: paymentMethod('method').notNull(),
    /** The SoftPay channel (wave-senegal, mtn-ci, …), or null for the hosted card page. */
    channel: text('channel'),
    /** The wallet's national number the SoftPay request named; null for cards. */
    walletPhone: text('wallet_phone'),
    /** Where the shopper was sent to pay: a second start of the same attempt answers it again. */
    checkoutUrl: text('checkout_url'),
    amount: integer('amount').notNull(),
    status: paymentStatus('status').notNull().default('pending'),
    /**
     * When PayDunya was last asked about this attempt outside an IPN (reconciliation): claimed with a
     * conditional update, so one process at a time asks, at most once every few seconds.
     */
    lastCheckedAt: timestamp('last_checked_at', { withTimezone: true }),
    /** The provider's last answer about this payment, for support (never card data). */
    raw: jsonb('raw').$type<Record<string, unknown>>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    // One live attempt per order: a second invoice for the same order cannot be pending at once.
    uniqueIndex('payments_one_pending_per_order_idx')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending'`),
  ],
);

export const orderReviewReason = pgEnum('order_review_reason', ['overpaid', 'paid_after_expiry', 'amount_mismatch']);

/**
 * What the shop's staff must look at: money received twice for one order, money received for an
 * order that had expired, a confirmed amount that is not the order's. Written in the same
 * transaction as the payment's change, so it cannot be lost like a log line.
 */
export const orderReviews = pgTable(
  'order_reviews',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    reason: orderReviewReason('reason').notNull(),
    /** XOF received beyond what the order needed (overpaid), or the amount concerned. */
    amount: integer('amount').notNull(),
    /** The payment attempts involved, oldest first. */
    paymentIds: integer('payment_ids').array().notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_reviews_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
    // An order's open reviews decide its state in the back office (overpaid, paid_after_expiry).
    index('order_reviews_order_open_idx')
      .on(t.orderId)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export const refundStatus = pgEnum('refund_status', refundStatuses);
export const refundReason = pgEnum('refund_reason', refundReasons);

/**
 * Money given back through PayDunya's disbursement API (docs/decisions/refunds-disbursement.md), one row
 * per payment it goes back to: pending until PayDunya says sent or failed; `manual` for a card, which has
 * no wallet to push to (the staff refund it by other means). A failed one is retried in place.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** The payment the money goes back to (its wallet and method). */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    reason: refundReason('reason').notNull(),
    amount: integer('amount').notNull(),
    /** PayDunya's withdraw_mode (wave-senegal, orange-money-senegal, …); null for a manual refund. */
    withdrawMode: text('withdraw_mode'),
    /** The wallet's national number; null for a manual refund. */
    accountAlias: text('account_alias'),
    status: refundStatus('status').notNull().default('pending'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    /** The disbursement invoice of the last attempt (asked again before a retry, so money is never sent twice). */
    disburseToken: text('disburse_token'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_order_idx').on(t.orderId),
    uniqueIndex('refunds_disburse_token_idx').on(t.disburseToken),
    check('refunds_amount_check', sql`${t.amount} > 0`),
  ],
);

// ───────────────────────────── text messages to shoppers ─────────────────────────────

export const smsStatus = pgEnum('sms_status', shopperMessageStatuses);

/**
 * The outbox of text messages (server/notifications): a row is written in the same transaction as the
 * change it tells of, so a change without its message (or a message without its change) cannot be
 * committed; the sender sends it afterwards, outside that transaction. One message per event of a
 * record: the unique indexes make a replayed event write nothing.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    kind: text('kind').$type<ShopperMessageKind>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    /** E.164. */
    toPhone: text('to_phone').notNull(),
    locale: text('locale').$type<ApiLocale>().notNull(),
    /** What the text says besides its words (the order's number, the booking's service and time). */
    params: jsonb('params').$type<ShopperMessageParams>().notNull(),
    /** The text as sent, written when the sender first takes the row (links are built on its PUBLIC_URL). */
    body: text('body'),
    status: smsStatus('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When the sender may (next) try; a claimed row is pushed forward by a lease, so no other process takes it. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    providerId: text('provider_id'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sms_outbox_order_kind_idx')
      .on(t.orderId, t.kind)
      .where(sql`${t.orderId} is not null`),
    uniqueIndex('sms_outbox_booking_kind_idx')
      .on(t.bookingId, t.kind)
      .where(sql`${t.bookingId} is not null`),
    // The sender's question: what is due now.
    index('sms_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'queued'`),
    check('sms_outbox_kind_check', sql`${t.kind} in (${sql.raw(shopperMessageKinds.map((kind) => `'${kind}'`).join(', '))})`),
    check('sms_outbox_subject_check', sql`(${t.orderId} is null) <> (${t.bookingId} is null)`),
  ],
);

/** The SMS simulator's inbox (development and tests): in the database, so every server process shows every message. */
export const smsSimMessages = pgTable('sms_sim_messages', {
  id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
  toPhone: text('to_phone').notNull(),
  body: text('body').notNull(),
  createdAt: createdAt(),
});

/** The simulator's one switch: how many of the next sends it refuses (retry tests). One row, id 1. */
export const smsSimSwitch = pgTable('sms_sim_switch', {
  id: smallint('id').primaryKey(),
  failNext: integer('fail_next').notNull().default(0),
});

// ───────────────────────────── back office ─────────────────────────────

/**
 * Every change made in the back office: who (the staff member's uid and phone), when, and the changed
 * fields before → after. Written in the same transaction as the change.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    entity: text('entity').$type<AuditEntity>().notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    actorUid: text('actor_uid').notNull(),
    actorPhone: text('actor_phone'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_entity_idx').on(t.entity, t.entityId, t.id)],
);

// ───────────────────────────── PayDunya simulator (development and tests) ─────────────────────────────

/**
 * The simulator's invoices, in the shop's database rather than one process's memory, so an invoice
 * made through one server process can be paid through another's hosted page and IPN.
 */
export const paydunyaSimInvoices = pgTable('paydunya_sim_invoices', {
  token: text('token').primaryKey(),
  request: jsonb('request').$type<CreateInvoiceRequest>().notNull(),
  status: text('status').$type<InvoiceStatus>().notNull(),
  failReason: text('fail_reason'),
  customer: jsonb('customer').$type<{ name: string; email: string; phone: string }>(),
  channel: text('channel').$type<SoftpayChannel>(),
  createdAt: createdAt(),
});

/** Raw bytes (PostgreSQL bytea) as a Node Buffer. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Pictures uploaded in the back office, already resized to WebP, served at /api/uploads/<name>. In the
 * database rather than on one server's disk, so every server process (and a new deployment) has them.
 */
export const uploadedImages = pgTable('uploaded_images', {
  name: text('name').primaryKey(),
  bytes: bytea('bytes').notNull(),
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  createdAt: createdAt(),
});
