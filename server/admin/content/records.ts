/** Services and events as the back office shows them (and as its audit compares them). */
import type { AdminEvent, AdminService } from '../../../src/domain/admin-catalogue';
import type { EventRow, ServiceRow } from './repository';

export const serviceOf = (row: ServiceRow): AdminService => ({
  id: row.id,
  slug: row.slug,
  name_fr: row.nameFr,
  name_en: row.nameEn,
  description_fr: row.descriptionFr,
  description_en: row.descriptionEn,
  image_link: row.imageLink,
  price: row.price,
  version: row.version,
});

export const eventOf = (row: EventRow): AdminEvent => ({
  id: row.id,
  slug: row.slug,
  title_fr: row.titleFr,
  title_en: row.titleEn,
  description_fr: row.descriptionFr,
  description_en: row.descriptionEn,
  address: row.address,
  starts_at: row.startsAt.toISOString(),
  capacity: row.capacity,
  seats_booked: row.seatsBooked,
  version: row.version,
});
