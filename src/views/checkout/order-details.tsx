import { CheckCircle2, Clock, Hourglass, XCircle } from 'lucide-react';
import { Link } from 'wouter';
import { Trans } from '@lingui/react/macro';
import type { Order } from '../../domain/order';
import type { StartPaymentBody } from '../../domain/payment';
import { OrderFulfilment } from '../account/order-fulfilment';
import { Price } from '../shared/price';
import { TotalsList } from '../shared/totals-list';
import { OrderDelivery } from './order-delivery';
import { RetryPaymentForm } from './retry-payment-form';

interface OrderDetailsProps {
  order: Order;
  /** The machine offers a new payment (failed or cancelled). */
  payAgain: boolean;
  /** A new payment is starting, or the browser is leaving for it. */
  paying: boolean;
  /** The last new payment could not start. */
  paymentFailed: boolean;
  onPay: (payment: StartPaymentBody) => void;
}

/** An order's status, its lines and totals, and — when the machine offers it — the form to pay it again. */
export function OrderDetails({ order, payAgain, paying, paymentFailed, onPay }: OrderDetailsProps) {
  return (
    <div className="space-y-6">
      <StateBanner order={order} />
      <section aria-labelledby="order-items-heading" className="rounded-xl border border-stone-200 bg-stone-50 p-4 sm:p-6">
        <h2 id="order-items-heading" className="mb-4 text-lg font-bold text-brand-900">
          <Trans>Your order</Trans>
        </h2>
        <ul className="space-y-3 border-b border-stone-200 pb-4">
          {order.products.map((line) => (
            <li key={line.id} className="flex justify-between gap-4 text-sm">
              <span>
                {line.name} <span className="text-stone-500">× {line.quantity}</span>
              </span>
              <Price amount={line.line_total} />
            </li>
          ))}
        </ul>
        <TotalsList totals={{ subtotal: order.subtotal, deliveryFee: order.delivery_fee, total: order.total }} testIdPrefix="order" />
      </section>
      <OrderDelivery order={order} />
      {payAgain && <RetryPaymentForm order={order} paying={paying} failed={paymentFailed} onPay={onPay} />}
    </div>
  );
}

/** What the order's state means to the shopper: the same state the back office shows (src/machines/order.ts). */
function StateBanner({ order }: { order: Order }) {
  switch (order.state) {
    case 'pending_payment':
      return <StatusBanner status={order.status} />;
    case 'paid':
    case 'overpaid':
      return <StatusBanner status="paid" />;
    case 'preparing':
    case 'shipped':
    case 'ready_for_pickup':
    case 'delivered':
    case 'collected':
      return (
        <>
          <StatusBanner status="paid" />
          <OrderFulfilment step={order.state} />
        </>
      );
    case 'paid_after_expiry':
      return (
        <p role="status" data-status="checking" className="flex items-center gap-2 rounded-lg bg-accent-400/20 p-4 font-semibold">
          <Clock aria-hidden className="size-5" />
          <Trans>
            We received your payment after the order had ended. We are checking it: the shop will prepare your order or give the money back.
          </Trans>
        </p>
      );
    case 'refunded':
      return <OrderFulfilment step="refunded" />;
    case 'cancelled':
      return (
        <div data-status="cancelled-by-shop" className="space-y-3 rounded-lg bg-stone-100 p-4">
          <OrderFulfilment step="cancelled" />
          <OrderAgain />
        </div>
      );
    case 'expired':
      return <StatusBanner status="expired" />;
  }
}

function OrderAgain() {
  return (
    <Link
      href="/"
      className="inline-block rounded-full bg-brand-700 px-5 py-2 font-semibold text-white hover:bg-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500"
    >
      <Trans>Order again</Trans>
    </Link>
  );
}

function StatusBanner({ status }: { status: Order['status'] }) {
  switch (status) {
    case 'paid':
      return (
        <p role="status" data-status="paid" className="flex items-center gap-2 rounded-lg bg-brand-100 p-4 font-semibold text-brand-900">
          <CheckCircle2 aria-hidden className="size-5" />
          <Trans>Paid — thank you! We are preparing your order.</Trans>
        </p>
      );
    case 'pending_payment':
      return (
        <p role="status" data-status="pending" className="flex items-center gap-2 rounded-lg bg-accent-400/20 p-4 font-semibold">
          <Clock aria-hidden className="size-5" />
          <Trans>Waiting for the payment to be confirmed… This page updates by itself.</Trans>
        </p>
      );
    case 'payment_failed':
      return (
        <p role="alert" data-status="failed" className="flex items-center gap-2 rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          <XCircle aria-hidden className="size-5" />
          <Trans>The payment failed. Nothing was charged; you can try again.</Trans>
        </p>
      );
    case 'cancelled':
      return (
        <p role="alert" data-status="cancelled" className="flex items-center gap-2 rounded-lg bg-red-50 p-4 font-semibold text-red-800">
          <XCircle aria-hidden className="size-5" />
          <Trans>The payment was cancelled. You can try again.</Trans>
        </p>
      );
    case 'expired':
      return (
        <div role="status" data-status="expired" className="space-y-3 rounded-lg bg-stone-100 p-4">
          <p className="flex items-center gap-2 font-semibold text-stone-900">
            <Hourglass aria-hidden className="size-5" />
            <Trans>This order expired before it was paid. Nothing was charged.</Trans>
          </p>
          <OrderAgain />
        </div>
      );
  }
}
