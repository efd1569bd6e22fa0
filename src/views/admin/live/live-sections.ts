import type { AuditEntity } from '../../../domain/admin-audit';
import type { LiveEvent } from '../../../domain/live-events';

/** The back office sections a live event is about (the nav's tabs). */
export const liveSections = ['orders', 'bookings', 'messages', 'catalogue', 'staff'] as const;
export type LiveSection = (typeof liveSections)[number];

const sectionOfEntity: Record<AuditEntity, LiveSection> = {
  order: 'orders',
  booking: 'bookings',
  message: 'messages',
  staff: 'staff',
  product: 'catalogue',
  service: 'catalogue',
  event: 'catalogue',
  shop: 'catalogue',
  delivery_method: 'catalogue',
  exchange_rate: 'catalogue',
};

export function sectionOf(event: LiveEvent): LiveSection {
  if (event.kind === 'order') return 'orders';
  if (event.kind === 'booking') return 'bookings';
  if (event.kind === 'message') return 'messages';
  return sectionOfEntity[event.entity];
}

/** Money that asks for the staff: a new paid order, or a payment to review. */
const newMoney = (event: Extract<LiveEvent, { kind: 'order' }>) =>
  (event.from === 'pending_payment' && event.to === 'paid') || event.to === 'overpaid' || event.to === 'paid_after_expiry';

/**
 * Whether it is news to this staff member: counted on its section and worth a notification. An order
 * that merely moves (a payment starting, the expiry) only refreshes the lists; one's own action is no news.
 */
export function isNews(event: LiveEvent): boolean {
  if (event.kind === 'order') return newMoney(event);
  if (event.kind === 'staff') return !event.mine;
  return true;
}

/** The cached answers of a section (the parts after the account in adminKey), read again on its news. */
export const staleQueries: Record<LiveSection, readonly string[]> = {
  orders: ['orders'],
  bookings: ['bookings', 'attendees'],
  messages: ['messages'],
  catalogue: ['catalogue'],
  staff: ['staff'],
};
