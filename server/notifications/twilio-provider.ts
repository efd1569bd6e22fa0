/**
 * The production SMS provider: Twilio, through its official Node SDK (docs/decisions/sms-provider.md).
 * The SDK is loaded on the first send, so a server that never sends (the simulator, tests) never pays
 * for loading it.
 */
import { SmsSendError, type SmsProvider } from './sms-provider';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** An E.164 number, an alphanumeric sender id, or a Messaging Service SID (MG…). */
  sender: string;
}

type TwilioMessages = {
  create(options: { to: string; body: string; from?: string; messagingServiceSid?: string }): Promise<{ sid: string }>;
};

export class TwilioSmsProvider implements SmsProvider {
  private messages: Promise<TwilioMessages> | null = null;

  constructor(private readonly settings: TwilioSettings) {}

  private client(): Promise<TwilioMessages> {
    this.messages ??= import('twilio').then(({ default: twilio }) => twilio(this.settings.accountSid, this.settings.authToken).messages);
    return this.messages;
  }

  async send(to: string, text: string): Promise<{ id: string }> {
    const { sender } = this.settings;
    const from = /^MG[0-9a-f]{32}$/i.test(sender) ? { messagingServiceSid: sender } : { from: sender };
    try {
      const message = await (await this.client()).create({ to, body: text, ...from });
      return { id: message.sid };
    } catch (error) {
      // Twilio's error code and status only (e.g. 21211 invalid number): its message may repeat the number.
      const { code, status } = (error ?? {}) as { code?: unknown; status?: unknown };
      throw new SmsSendError(`Twilio refused the message (code ${String(code ?? 'none')}, status ${String(status ?? 'none')})`);
    }
  }
}
