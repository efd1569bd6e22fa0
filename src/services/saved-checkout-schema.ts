import { z } from 'zod/mini';
import { deliveryMethodCodeSchema } from '../domain/catalog';
import { clientInfoSchema } from '../domain/client-info';

/** A saved checkout (checkout-storage.ts): what is not valid is dropped, field by field. */
export const savedCheckoutSchema = z.object({
  version: z.literal(1),
  deliveryMethod: z.catch(z.nullable(deliveryMethodCodeSchema), null),
  clientInfo: z.catch(z.nullable(clientInfoSchema), null),
});
export type SavedCheckoutSchema = typeof savedCheckoutSchema;
