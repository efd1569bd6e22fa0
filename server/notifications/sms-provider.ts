/**
 * The one way the shop sends a text message: the production provider (twilio-provider.ts) or the local
 * simulator (simulator/), chosen by SMS_PROVIDER. A provider throws when the message was not accepted;
 * the sender then tries again later (service.ts).
 */
export interface SmsProvider {
  /** `to` in E.164; answers the provider's id of the message, or null if it has none. */
  send(to: string, text: string): Promise<{ id: string | null }>;
}

/** A provider's refusal, with words safe to keep in the outbox (no secrets, no personal data). */
export class SmsSendError extends Error {
  override name = 'SmsSendError';
}
