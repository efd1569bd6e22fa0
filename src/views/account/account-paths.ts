/** The shopper's own pages; the footer links to them, so this file stays tiny (it is in the first load). */
export const accountPaths = {
  account: '/account',
  orders: '/orders',
  order: (id: number) => `/orders/${id}`,
} as const;
