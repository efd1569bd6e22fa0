import { beforeEach, describe, expect, it, vi } from 'vitest';
import { SmsSendError } from './sms-provider';
import { TwilioSmsProvider } from './twilio-provider';

// Twilio's SDK stands in for its API (no network in tests): what matters is what the adapter asks of it.
const created = vi.fn();
const clients = vi.fn();
vi.mock('twilio', () => ({
  default: (accountSid: string, authToken: string) => {
    clients(accountSid, authToken);
    return { messages: { create: created } };
  },
}));

const settings = { accountSid: 'AC00000000000000000000000000000000', authToken: 'token' };

describe('the Twilio adapter', () => {
  beforeEach(() => {
    created.mockReset();
    clients.mockReset();
  });

  it('sends from the shop’s sender id and answers Twilio’s message id; the client is made once', async () => {
    created.mockResolvedValue({ sid: 'SM123' });
    const provider = new TwilioSmsProvider({ ...settings, sender: 'BAOBAB' });
    expect(await provider.send('+221771234567', 'Bonjour')).toEqual({ id: 'SM123' });
    await provider.send('+221771234568', 'Bonsoir');
    expect(created.mock.calls).toEqual([
      [{ to: '+221771234567', body: 'Bonjour', from: 'BAOBAB' }],
      [{ to: '+221771234568', body: 'Bonsoir', from: 'BAOBAB' }],
    ]);
    expect(clients).toHaveBeenCalledTimes(1);
    expect(clients).toHaveBeenCalledWith(settings.accountSid, 'token');
  });

  it('sends through a Messaging Service when the sender is one (MG…)', async () => {
    created.mockResolvedValue({ sid: 'SM456' });
    const service = `MG${'a'.repeat(32)}`;
    await new TwilioSmsProvider({ ...settings, sender: service }).send('+221771234567', 'Bonjour');
    expect(created).toHaveBeenCalledWith({ to: '+221771234567', body: 'Bonjour', messagingServiceSid: service });
  });

  it('turns a refusal into an SmsSendError naming Twilio’s code, never the number', async () => {
    created.mockRejectedValue(Object.assign(new Error('The number +221771234567 is invalid'), { code: 21211, status: 400 }));
    const sending = new TwilioSmsProvider({ ...settings, sender: 'BAOBAB' }).send('+221771234567', 'Bonjour');
    await expect(sending).rejects.toBeInstanceOf(SmsSendError);
    await expect(sending).rejects.toThrow('code 21211, status 400');
    await expect(sending).rejects.not.toThrow('771234567');
  });
});
