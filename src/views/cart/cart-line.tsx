import { Link } from 'wouter';
import { Trash2 } from 'lucide-react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CartItem } from '../../domain/cart-item';
import { lineTotal } from '../../domain/cart-totals';
import { LineImage } from '../shared/line-image';
import { Price } from '../shared/price';
import { detailsPath } from '../shared/paths';
import { QuantityStepper } from './quantity-stepper';

export interface CartLineProps {
  item: CartItem;
  /** The shop has none left now (it sold out since it was added): the line says so, and the checkout waits for its removal. */
  soldOut?: boolean;
  onRemove: () => void;
  onIncrement: () => void;
  onDecrement: () => void;
}

/** A cart row: remove, picture and name (to the details page), unit price, stepper, line total. */
export function CartLine({ item, soldOut = false, onRemove, onIncrement, onDecrement }: CartLineProps) {
  const { t } = useLingui();
  const { name } = item;
  return (
    <li
      data-sold-out={soldOut || undefined}
      className="grid grid-cols-[auto_4rem_1fr] items-center gap-x-3 gap-y-2 border-b border-stone-200 py-4 sm:grid-cols-[auto_5rem_1fr_auto_auto_7rem]"
    >
      <button
        type="button"
        onClick={onRemove}
        aria-label={t`Remove ${name} from the cart`}
        className="inline-flex size-9 items-center justify-center rounded-full text-stone-500 hover:bg-red-50 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-500"
      >
        <Trash2 aria-hidden="true" className="size-5" />
      </button>
      <LineImage url={item.image_url} className="w-16 sm:w-20" />
      <div className="min-w-0">
        <Link
          href={detailsPath(item.id)}
          className="font-semibold text-stone-900 hover:text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500"
        >
          <bdi>{item.name}</bdi>
        </Link>
        <p className="text-xs text-stone-500">{item.category_name}</p>
        {soldOut && (
          <p className="mt-1 text-sm font-semibold text-red-700">
            <Trans>No longer in stock: remove it to order</Trans>
          </p>
        )}
      </div>
      <p className="col-start-3 text-sm text-stone-600 sm:col-start-auto">
        <span className="sm:sr-only">
          <Trans>Unit price:</Trans>{' '}
        </span>
        <Price amount={item.price} />
      </p>
      <div className="col-start-3 sm:col-start-auto">
        <QuantityStepper quantity={item.quantity} productName={item.name} onIncrement={onIncrement} onDecrement={onDecrement} />
      </div>
      <p className="col-start-3 font-bold text-brand-700 sm:col-start-auto sm:text-end" data-testid="line-total">
        <span className="sm:sr-only">
          <Trans>Total:</Trans>{' '}
        </span>
        <Price amount={lineTotal(item)} />
      </p>
    </li>
  );
}
