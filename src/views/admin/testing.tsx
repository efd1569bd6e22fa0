// Test support for the back office's views (imported by *.test.tsx only, never by the app).
import { Route } from 'wouter';
import type { AdminOrderDetail, AdminOrderSummary } from '../../domain/admin';
import type { AdminEvent } from '../../domain/admin-catalogue';
import { clientInfo } from '../../domain/testing/fixtures';
import { renderShop } from '../shared/testing';
import AdminRoutes from './admin-routes';

/** The back office at `path`, in English unless told. */
export const renderAdmin = (path: string, locale: 'fr' | 'en' = 'en') =>
  renderShop(
    <Route path="/admin" nest>
      <AdminRoutes />
    </Route>,
    { path, locale },
  );

export const staffMe = { data: { uid: 'uid-awa', phone: '+221771234567', role: 'staff' } };
export const adminMe = { data: { uid: 'uid-awa', phone: '+221771234567', role: 'admin' } };

export const summary = (id: number, state: AdminOrderSummary['state']): AdminOrderSummary => ({
  id,
  state,
  payment_status: 'paid',
  shipping_method: 'livreur',
  payment_method: 'wave',
  total: 14_000,
  customer_name: 'Awa Diop',
  phone: '+221 77 123 45 67',
  open_reviews: 0,
  created_at: '2030-12-01T10:00:00.000Z',
  updated_at: '2030-12-01T10:00:00.000Z',
});

/** A courier order of 2 × 1 000 F CFA plus 12 000 F CFA of delivery, in `state`. */
export const detail = (id: number, state: AdminOrderDetail['state']): AdminOrderDetail => ({
  id,
  state,
  payment_status: 'paid',
  fulfilment: null,
  actions: [],
  shipping_method: 'livreur',
  payment_method: 'wave',
  subtotal: 2_000,
  delivery_fee: 12_000,
  total: 14_000,
  client_info: clientInfo,
  customer: { id: 3, fname: 'Awa', lname: 'Diop', email: 'awa@example.sn', phone: '+221771234567' },
  lines: [{ id: 1, name: 'Tisane n°1', unit_price: 1000, quantity: 2, line_total: 2000 }],
  payments: [],
  reviews: [],
  history: [],
  version: 1,
  created_at: '2030-12-01T10:00:00.000Z',
  updated_at: '2030-12-01T10:00:00.000Z',
});

/** The workshop (event 5, 20 December 2030 in Dakar) as the back office's API lists it: `capacity` seats (null: no limit), one booked. */
export const workshop = (capacity: number | null): AdminEvent => ({
  id: 5,
  slug: 'atelier',
  title_fr: 'Atelier',
  title_en: 'Workshop',
  description_fr: '',
  description_en: '',
  address: 'Dakar',
  starts_at: '2030-12-20T17:00:00.000Z',
  capacity,
  seats_booked: 1,
  version: 1,
});
