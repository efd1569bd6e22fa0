/**
 * The simulator's invoices live in the shop's database (table paydunya_sim_invoices), not in one
 * process's memory: with several server processes behind a load balancer, an invoice made through one
 * can be shown, approved and confirmed through any other, as with the real PayDunya.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { paydunyaSimInvoices } from '../../db/schema';
import type { CreateInvoiceRequest, InvoiceStatus, SoftpayChannel } from '../paydunya-contract';

export interface SimulatedInvoice {
  token: string;
  request: CreateInvoiceRequest;
  status: InvoiceStatus;
  failReason: string | null;
  /** Who paid, as the SoftPay request named them (null until a wallet request or for cards). */
  customer: { name: string; email: string; phone: string } | null;
  /** The SoftPay channel used, or null for the hosted page alone (cards). */
  channel: SoftpayChannel | null;
}

/** A SoftPay request exactly as the simulator received it: tests read it to see what we really sent. */
export interface ReceivedSoftpay {
  channel: SoftpayChannel;
  body: Record<string, unknown>;
}

// The request log is for tests of this process only; a cap keeps a long session from growing forever.
const maxSoftpayRequests = 10_000;

export class SimulatorStore {
  /** What this process's simulator was sent (test evidence only; invoices themselves are in the database). */
  readonly softpayRequests: ReceivedSoftpay[] = [];

  constructor(private readonly db: Db) {}

  async add(invoice: SimulatedInvoice): Promise<void> {
    await this.db.insert(paydunyaSimInvoices).values(invoice);
  }

  async get(token: string): Promise<SimulatedInvoice | null> {
    const [row] = await this.db.select().from(paydunyaSimInvoices).where(eq(paydunyaSimInvoices.token, token)).limit(1);
    if (!row) return null;
    const { createdAt: _createdAt, ...invoice } = row;
    return invoice;
  }

  /** Changes an invoice as PayDunya's side would (tests use it to play PayDunya's part). */
  async update(token: string, change: Partial<Omit<SimulatedInvoice, 'token'>>): Promise<void> {
    await this.db.update(paydunyaSimInvoices).set(change).where(eq(paydunyaSimInvoices.token, token));
  }

  /** Moves a pending invoice to its outcome; false when it was no longer pending (paid once, even if two clicks race). */
  settle(token: string, status: 'completed' | 'failed', failReason: string | null): Promise<boolean> {
    return this.changePending(token, { status, failReason });
  }

  /** A wallet's SoftPay request on a pending invoice; false when the invoice is no longer pending. */
  attachPayer(token: string, channel: SoftpayChannel, customer: SimulatedInvoice['customer']): Promise<boolean> {
    return this.changePending(token, { channel, customer });
  }

  // Conditional on `pending` in the database itself, so two processes (or two clicks) cannot both change it.
  private async changePending(token: string, change: Partial<Omit<SimulatedInvoice, 'token'>>): Promise<boolean> {
    const moved = await this.db
      .update(paydunyaSimInvoices)
      .set(change)
      .where(and(eq(paydunyaSimInvoices.token, token), eq(paydunyaSimInvoices.status, 'pending')))
      .returning({ token: paydunyaSimInvoices.token });
    return moved.length > 0;
  }

  recordSoftpay(request: ReceivedSoftpay): void {
    if (this.softpayRequests.length >= maxSoftpayRequests) this.softpayRequests.shift();
    this.softpayRequests.push(request);
  }
}
