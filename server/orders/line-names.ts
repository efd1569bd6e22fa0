/**
 * An order's lines named in the language the shopper reads the order in (issue 21: an English order page
 * listed French names). A line keeps the name it was sold under (order_items.name, in the language of the
 * checkout); when that name is the product's catalogue name in the other language, the catalogue's name
 * in the asked language is given instead, as the catalogue pages do. A product renamed since keeps the
 * name it was sold under: the order still says what was bought.
 */
import type { ContentLocale } from '../../src/domain/api';
import type { Order } from '../../src/domain/order';
import type { Db } from '../db/client';
import { productNames } from './repository';

export async function linesNamedIn<T extends Pick<Order, 'products'>>(db: Db, orders: T[], locale: ContentLocale): Promise<T[]> {
  const ids = [...new Set(orders.flatMap((order) => order.products.map((line) => line.id)))];
  if (ids.length === 0) return orders;
  const names = new Map((await productNames(db, ids)).map((row) => [row.id, row]));
  return orders.map((order) => ({
    ...order,
    products: order.products.map((line) => {
      const catalogue = names.get(line.id);
      const sameProduct = catalogue && (line.name === catalogue.fr || line.name === catalogue.en);
      return sameProduct ? { ...line, name: catalogue[locale] } : line;
    }),
  }));
}
