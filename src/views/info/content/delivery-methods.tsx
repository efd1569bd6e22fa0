import type { ReactNode } from 'react';
import { Trans } from '@lingui/react/macro';
import type { DeliveryMethodCode } from '../../../domain/catalog';
import { useDeliveryMethods } from '../../../services/delivery';
import { shopInfo } from '../../layout/shop-info';
import { LoadFailed, Loading } from '../../shared/load-states';
import { DeliveryMethodName } from '../../shared/delivery-method-name';
import { Price } from '../../shared/price';

/**
 * The delivery methods with the fees the checkout charges, read from GET /api/delivery-methods so this
 * page never says another amount than the cart.
 */
export function DeliveryMethods() {
  const methods = useDeliveryMethods();
  if (methods.isPending) return <Loading />;
  if (methods.isError) {
    return (
      <LoadFailed retry={() => void methods.refetch()} retrying={methods.isFetching}>
        <Trans>The delivery fees could not be loaded.</Trans>
      </LoadFailed>
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {methods.data.map((method) => (
        <li key={method.code} className="space-y-2 rounded-xl border border-stone-200 bg-stone-50 p-4">
          <h3 className="flex flex-wrap items-baseline justify-between gap-2 font-bold text-brand-900">
            <DeliveryMethodName code={method.code} />
            <span data-testid={`delivery-fee-${method.code}`}>
              <Price amount={method.fee} />
            </span>
          </h3>
          <p className="text-sm">{descriptions[method.code]}</p>
        </li>
      ))}
    </ul>
  );
}

function CollectDescription() {
  const address = shopInfo.addressLines.join(', ');
  return (
    <Trans>Collect your order at our shop, {address}, during opening hours, once its payment is confirmed. Bring your order number.</Trans>
  );
}

const descriptions: Record<DeliveryMethodCode, ReactNode> = {
  livreur: (
    <Trans>
      A courier brings your order to the address you give at checkout, in Dakar and its surroundings, and calls you before coming.
    </Trans>
  ),
  collect: <CollectDescription />,
};
