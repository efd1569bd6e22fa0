/** A message to the shop from the home page's contact form (spec §3, §5). */
import type { ContactRequest } from '../../src/domain/contact';
import type { Db } from '../db/client';
import { BodyValidationError } from '../errors';
import { countryExists, insertMessage } from './repository';

/** Stores the message; a country it names must exist (400 on country_id otherwise). */
export async function storeContactMessage(db: Db, request: ContactRequest): Promise<{ id: number }> {
  const { country_id: countryId, ...message } = request;
  if (countryId != null && !(await countryExists(db, countryId))) {
    throw new BodyValidationError([{ path: 'country_id', message: 'Unknown country' }]);
  }
  return insertMessage(db, { ...message, countryId: countryId ?? null });
}
