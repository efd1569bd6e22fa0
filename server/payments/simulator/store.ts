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

// The simulator runs for development and tests only; a cap keeps a long session from growing forever.
const maxInvoices = 10_000;

/** The simulator's memory: one per app, so parallel test apps never see each other's invoices. */
export class SimulatorStore {
  readonly invoices = new Map<string, SimulatedInvoice>();
  readonly softpayRequests: ReceivedSoftpay[] = [];

  add(invoice: SimulatedInvoice): void {
    if (this.invoices.size >= maxInvoices) {
      const oldest = this.invoices.keys().next().value;
      if (oldest !== undefined) this.invoices.delete(oldest);
    }
    this.invoices.set(invoice.token, invoice);
  }

  recordSoftpay(request: ReceivedSoftpay): void {
    if (this.softpayRequests.length >= maxInvoices) this.softpayRequests.shift();
    this.softpayRequests.push(request);
  }
}
