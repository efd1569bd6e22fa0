/** The back office's services (names, descriptions, price) and events (creation; date, capacity, texts). */
import type { EventCreate, EventEdit, ServiceEdit } from '../../../src/domain/admin-catalogue';
import type { AuthUser } from '../../auth';
import type { Db } from '../../db/client';
import { BodyValidationError } from '../../errors';
import { createRecord } from '../create-record';
import { editRecord, givenFields, type EditableRecord } from '../edit-record';
import { slugBase } from '../slugs';
import { eventOf, serviceOf } from './records';
import * as repository from './repository';
import type { EventRow, ServiceRow } from './repository';

const serviceRecord: EditableRecord<ServiceRow, number, ServiceEdit> = {
  entity: 'service',
  missing: 'No such service.',
  lock: repository.lockService,
  fieldsOf: serviceOf,
  write: (tx, id, body) => {
    const given = givenFields(body);
    return repository.updateService(tx, id, {
      ...(given.name_fr === undefined ? {} : { nameFr: given.name_fr }),
      ...(given.name_en === undefined ? {} : { nameEn: given.name_en }),
      ...(given.description_fr === undefined ? {} : { descriptionFr: given.description_fr }),
      ...(given.description_en === undefined ? {} : { descriptionEn: given.description_en }),
      // null is a value here (no price shown), not an absent field.
      ...(body.price === undefined ? {} : { price: body.price }),
    });
  },
};

const eventRecord: EditableRecord<EventRow, number, EventEdit> = {
  entity: 'event',
  missing: 'No such event.',
  lock: repository.lockEvent,
  fieldsOf: eventOf,
  check: (current, { capacity }) => {
    if (capacity !== undefined && capacity !== null && capacity < current.seatsBooked) {
      throw new BodyValidationError([{ path: 'capacity', message: `at least the ${current.seatsBooked} seats already booked` }]);
    }
  },
  write: (tx, id, body) => {
    const given = givenFields(body);
    return repository.updateEvent(tx, id, {
      ...(given.title_fr === undefined ? {} : { titleFr: given.title_fr }),
      ...(given.title_en === undefined ? {} : { titleEn: given.title_en }),
      ...(given.description_fr === undefined ? {} : { descriptionFr: given.description_fr }),
      ...(given.description_en === undefined ? {} : { descriptionEn: given.description_en }),
      ...(given.address === undefined ? {} : { address: given.address }),
      ...(given.starts_at === undefined ? {} : { startsAt: new Date(given.starts_at) }),
      ...(body.capacity === undefined ? {} : { capacity: body.capacity }),
    });
  },
};

export const listServices = async (db: Db) => (await repository.listServices(db)).map(serviceOf);
export const editService = async (db: Db, actor: AuthUser, id: number, body: ServiceEdit) =>
  serviceOf(await editRecord(db, actor, serviceRecord, id, body));

export const listEvents = async (db: Db) => (await repository.listEvents(db)).map(eventOf);
export const editEvent = async (db: Db, actor: AuthUser, id: number, body: EventEdit) =>
  eventOf(await editRecord(db, actor, eventRecord, id, body));

export const createEvent = async (db: Db, actor: AuthUser, body: EventCreate) =>
  eventOf(
    await createRecord(db, actor, {
      entity: 'event',
      fieldsOf: eventOf,
      insert: (tx) =>
        repository.insertEvent(tx, slugBase(body.title_fr, 'event'), {
          titleFr: body.title_fr,
          titleEn: body.title_en,
          descriptionFr: body.description_fr,
          descriptionEn: body.description_en,
          address: body.address,
          startsAt: new Date(body.starts_at),
          capacity: body.capacity,
        }),
    }),
  );
