/**
 * The SMS simulator's provider: what it "sends" is kept in the shop's database (sms_sim_messages), so
 * every server process shows every message, and its one switch (sms_sim_switch) makes the next N sends
 * fail, whichever process sends them.
 */
import { desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { smsSimMessages, smsSimSwitch } from '../../db/schema';
import { SmsSendError, type SmsProvider } from '../sms-provider';

export interface SimulatedSms {
  to: string;
  text: string;
  created_at: string;
}

// The inbox shows the latest ones; a long session's older messages stay in the table.
const inboxSize = 200;

export class SmsSimulator implements SmsProvider {
  constructor(private readonly db: Db) {}

  async send(to: string, text: string): Promise<{ id: string }> {
    const [refused] = await this.db
      .update(smsSimSwitch)
      .set({ failNext: sql`${smsSimSwitch.failNext} - 1` })
      .where(gt(smsSimSwitch.failNext, 0))
      .returning({ id: smsSimSwitch.id });
    if (refused) throw new SmsSendError('The SMS simulator was told to refuse this send.');
    const [row] = await this.db.insert(smsSimMessages).values({ toPhone: to, body: text }).returning({ id: smsSimMessages.id });
    return { id: `sim-${row?.id ?? 0}` };
  }

  /** The next `count` sends fail (0 ends it). */
  async failNext(count: number): Promise<void> {
    await this.db
      .insert(smsSimSwitch)
      .values({ id: 1, failNext: count })
      .onConflictDoUpdate({ target: smsSimSwitch.id, set: { failNext: count } });
  }

  async messages(to?: string): Promise<SimulatedSms[]> {
    const rows = await this.db
      .select()
      .from(smsSimMessages)
      .where(to === undefined ? undefined : eq(smsSimMessages.toPhone, to))
      .orderBy(desc(smsSimMessages.id))
      .limit(inboxSize);
    return rows.map((row) => ({ to: row.toPhone, text: row.body, created_at: row.createdAt.toISOString() }));
  }
}
