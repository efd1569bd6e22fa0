/** A message to the shop from the home page's contact form (spec §3, §5). */
import { announce } from '../live/repository';
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
  return db.transaction(async (tx) => {
    const stored = await insertMessage(tx, { ...message, countryId: countryId ?? null });
    // The staff's open back office hears of it with the message's commit (server/live).
    await announce(tx, { kind: 'message', id: stored.id });
    return stored;
  });
}
