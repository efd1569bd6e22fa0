import type { Dashboard } from '../../../domain/admin-dashboard';
import { orderStates } from '../../../domain/order-state';

/** A week of figures as GET /api/admin/dashboard answers them (component tests). */
export const dashboardFigures: Dashboard = {
  period: { from: '2026-11-21', to: '2026-11-27', time_zone: 'Africa/Dakar' },
  days: ['21', '22', '23', '24', '25', '26', '27'].map((day, index) => ({
    day: `2026-11-${day}`,
    revenue: index === 3 ? 0 : 10_000 * (index + 1),
    orders: index === 3 ? 0 : index + 1,
  })),
  totals: { revenue: 240_000, orders: 24 },
  waiting: { paid_not_prepared: 3, open_reviews: 1, expiring_soon: 2, expiring_within_minutes: 30 },
  states: orderStates.map((state) => ({ state, orders: state === 'paid' ? 3 : state === 'delivered' ? 21 : 0 })),
  best_sellers: [{ product_id: 1, name: 'Moringa', quantity: 12, revenue: 60_000 }],
  bookings: [{ kind: 'service', service_id: 2, name: 'Ventouses', shop: 'Baobab Plateau', bookings: 4 }],
  events: [
    {
      id: 5,
      title_fr: 'Atelier tisanes',
      title_en: 'Herbal tea workshop',
      starts_at: '2026-12-02T16:00:00.000Z',
      seats_booked: 9,
      capacity: 12,
    },
  ],
};
