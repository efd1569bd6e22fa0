/**
 * Two senders at once, as two server processes run them: on PostgreSQL each on its own connection pool,
 * so their claims really race (FOR UPDATE SKIP LOCKED); on PGlite, one process, they take turns. Either
 * way every message goes out exactly once.
 */
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { bookings, smsOutbox, smsSimMessages } from '../db/schema';
import { openTestDatabase, type TestDatabase } from '../test-support/database';
import { queueBookingMessage, sendDueMessages, type SenderSettings } from './service';
import { SmsSimulator } from './simulator/store';

let database: TestDatabase;
let second: Database | null = null;

beforeAll(async () => {
  database = await openTestDatabase();
  await database.migrate();
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const url = new URL(adminUrl);
    url.pathname = `/${database.label}`;
    second = await openDatabase({ kind: 'postgres', url: url.toString() });
  }
});
afterAll(async () => {
  await second?.close();
  await database?.close();
});

const messages = 40;
const settings: SenderSettings = { intervalMs: 1000, retryBaseSeconds: 1, maxAttempts: 3, batch: 4, leaseSeconds: 60 };
const log = pino({ level: 'silent' });

/** The simulator, a little slow to answer, so that one sender's sends overlap the other's claims. */
class SlowSimulator extends SmsSimulator {
  sent = 0;
  override async send(to: string, text: string) {
    await new Promise((resolve) => setTimeout(resolve, 5));
    this.sent += 1;
    return super.send(to, text);
  }
}

describe('two senders on one outbox', () => {
  it('send each of 40 queued messages once', async () => {
    const db = database.db;
    await db.transaction(async (tx) => {
      const rows = await tx
        .insert(bookings)
        .values(
          Array.from({ length: messages }, (_, i) => ({
            kind: 'event' as const,
            serviceId: 1,
            serviceType: `Atelier ${i + 1}`,
            serviceDay: '2030-01-08',
            serviceHour: '10:00',
            fname: 'Awa',
            lname: 'Diop',
            email: 'awa@example.sn',
            address: 'Rue 10, Médina, Dakar',
            phone: `77 000 00 ${String(i).padStart(2, '0')}`,
          })),
        )
        .returning();
      for (const row of rows) await queueBookingMessage(tx, row, 'booking_received');
    });
    const senders = [db, second?.db ?? db].map((senderDb) => ({ db: senderDb, provider: new SlowSimulator(senderDb) }));
    for (let pass = 0; pass < messages; pass += 1) {
      const outcomes = await Promise.all(
        senders.map((sender) => sendDueMessages({ ...sender, shopUrl: 'https://shop.example.sn', log }, settings)),
      );
      if (outcomes.every((outcome) => outcome.sent === 0)) break;
    }

    const inbox = await db.select().from(smsSimMessages);
    expect(inbox).toHaveLength(messages);
    expect(new Set(inbox.map((sms) => sms.toPhone)).size).toBe(messages);
    const outbox = await db.select().from(smsOutbox);
    expect(outbox.every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
    expect(senders.reduce((total, sender) => total + sender.provider.sent, 0)).toBe(messages);
    // On PostgreSQL both took part (each claims its own rows while the other sends).
    if (second) expect(senders.map((sender) => sender.provider.sent > 0)).toEqual([true, true]);
  });
});
