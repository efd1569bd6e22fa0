import type { OpeningHours } from '../../src/domain/opening-hours';
import type { shops } from './schema';

type ShopHoursRow = Pick<typeof shops.$inferSelect, 'weekStart' | 'weekEnd' | 'weekendStart' | 'weekendEnd'>;

/** A shop row's hours as the API serves them and the booking rules check them; no weekend pair means closed then. */
export function openingHoursOf(shop: ShopHoursRow): OpeningHours {
  return {
    week: { start: shop.weekStart, end: shop.weekEnd },
    weekend: shop.weekendStart === null || shop.weekendEnd === null ? null : { start: shop.weekendStart, end: shop.weekendEnd },
  };
}
