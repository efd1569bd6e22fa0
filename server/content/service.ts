/** Events, services, shops and testimonials as the API answers them: flat objects inside `data` (spec §7). */
import type { ContentLocale } from '../../src/domain/api';
import type { Service, ShopEvent } from '../../src/domain/catalog';
import type { Db } from '../db/client';
import { openingHoursOf } from '../db/opening-hours';
import { NotFoundError } from '../errors';
import { onePage } from '../http/params';
import {
  countUpcomingEvents,
  eventById,
  selectServices,
  selectShops,
  selectTestimonials,
  selectUpcomingEvents,
  serviceById,
  type EventRow,
  type ServiceRow,
} from './repository';

const toEvent = (row: EventRow, locale: ContentLocale): ShopEvent => ({
  id: row.id,
  title: locale === 'fr' ? row.titleFr : row.titleEn,
  address: row.address,
  date: row.startsAt.toISOString(),
  description: locale === 'fr' ? row.descriptionFr : row.descriptionEn,
  capacity: row.capacity,
  seats_left: row.capacity === null ? null : Math.max(0, row.capacity - row.seatsBooked),
});

const toService = (row: ServiceRow, locale: ContentLocale): Service => ({
  id: row.id,
  name: locale === 'fr' ? row.nameFr : row.nameEn,
  description: locale === 'fr' ? row.descriptionFr : row.descriptionEn,
  image_link: row.imageLink,
  price: row.price,
});

export async function upcomingEventPage(
  db: Db,
  { locale, pagination }: { locale: ContentLocale; pagination: { page: number; pageSize: number } },
) {
  const { rows, meta } = await onePage(pagination, (limit, offset) => selectUpcomingEvents(db, limit, offset), countUpcomingEvents(db));
  return { data: rows.map((row) => toEvent(row, locale)), meta };
}

export async function eventOfId(db: Db, id: number, locale: ContentLocale) {
  const row = await eventById(db, id);
  if (!row) throw new NotFoundError(`No event with id ${id}`, { resource: 'event', id });
  return { data: toEvent(row, locale) };
}

export async function serviceList(db: Db, locale: ContentLocale) {
  const rows = await selectServices(db);
  return { data: rows.map((row) => toService(row, locale)) };
}

export async function serviceOfId(db: Db, id: number, locale: ContentLocale) {
  const row = await serviceById(db, id);
  if (!row) throw new NotFoundError(`No service with id ${id}`, { resource: 'service', id });
  return { data: toService(row, locale) };
}

export async function shopList(db: Db) {
  const rows = await selectShops(db);
  return { data: rows.map((row) => ({ id: row.id, name: row.name, opening_hours: openingHoursOf(row) })) };
}

export async function testimonialList(db: Db, locale: ContentLocale) {
  const rows = await selectTestimonials(db);
  return { data: rows.map((row) => ({ id: row.id, message: locale === 'fr' ? row.messageFr : row.messageEn, author: row.author })) };
}
