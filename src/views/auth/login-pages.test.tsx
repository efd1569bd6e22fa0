// @vitest-environment happy-dom
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { fromCallback, fromPromise } from 'xstate';
import { IdentityServiceUnreachable, loginMachine, type CodeCheck, type LoginEvent, type LoginStart } from '../../machines/login';
import { resendDelayMs } from '../../machines/resend-countdown';
import { renderShop } from '../shared/testing';
import { LoginActor } from './login-actor';
import { LoginPage } from './login-page';
import { RegisterPage } from './register-page';
import { VerifyCodePage } from './verify-code-page';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

interface Fakes {
  sendCode?: () => Promise<{ verificationId: string }>;
  confirmCode?: () => Promise<CodeCheck>;
  register?: () => Promise<void>;
  recaptchaExpires?: boolean;
}

const never = () => new Promise<never>(() => {});

/** The pages with the real login machine and fake Firebase/API behind it. */
function renderFlow(page: ReactElement, start: LoginStart, fakes: Fakes = {}, locale: 'fr' | 'en' = 'fr') {
  const logic = loginMachine.provide({
    actors: {
      sendCode: fromPromise(fakes.sendCode ?? never),
      confirmCode: fromPromise(fakes.confirmCode ?? never),
      register: fromPromise(fakes.register ?? never),
      recaptchaExpiry: fromCallback<LoginEvent>(({ sendBack }) => {
        if (fakes.recaptchaExpires) sendBack({ type: 'RECAPTCHA_EXPIRED' });
      }),
    },
    actions: { reloadTo: () => undefined },
  });
  return renderShop(
    <LoginActor.Provider logic={logic} options={{ input: { start } }}>
      {page}
    </LoginActor.Provider>,
    { locale },
  );
}

const alertText = () => screen.getByRole('alert').textContent;

describe('login page', () => {
  it('asks for a phone number in Senegal by default, at most 250 characters, with a place for the bot check', async () => {
    const { container } = await renderFlow(<LoginPage />, 'phoneEntry');
    expect(screen.getByRole('heading', { name: 'Bienvenue' })).toBeTruthy();
    expect((screen.getByLabelText('Pays') as HTMLSelectElement).value).toBe('SN');
    expect(screen.getByLabelText('Numéro de téléphone').getAttribute('maxlength')).toBe('250');
    expect(container.querySelector('#recaptcha-container')).not.toBeNull();
  });

  it('shows the send failure message when the code cannot be sent', async () => {
    await renderFlow(<LoginPage />, 'phoneEntry', { sendCode: async () => Promise.reject(new Error('auth/quota-exceeded')) });
    fireEvent.change(screen.getByLabelText('Numéro de téléphone'), { target: { value: '77 123 45 67' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    expect(alertText()).toBe('Une erreur s’est produite\u202f! Veuillez réessayer plus tard.');
  });

  it('says lastingly that the sign-in service cannot be reached, and Try again sends the code again', async () => {
    let sends = 0;
    const sendCode = async () => {
      sends += 1;
      return sends === 1 ? Promise.reject(new IdentityServiceUnreachable()) : never();
    };
    await renderFlow(<LoginPage />, 'phoneEntry', { sendCode });
    fireEvent.change(screen.getByLabelText('Numéro de téléphone'), { target: { value: '77 123 45 67' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(alertText()).toBe('Le service de connexion est injoignable. Vérifiez votre connexion, puis réessayez.');

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Réessayer' })));
    expect(sends).toBe(2);
    expect(alertText()).toBe('');
    expect(screen.queryByRole('button', { name: 'Réessayer' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Continuer' }).getAttribute('aria-busy')).toBe('true');
  });

  it('keeps a message until the shopper types again — no timer takes it away (issue 16)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderFlow(<LoginPage />, 'phoneEntry');
    fireEvent.change(screen.getByLabelText('Numéro de téléphone'), { target: { value: '7712' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    expect(alertText()).toBe('Numéro de téléphone invalide');
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(alertText()).toBe('Numéro de téléphone invalide');
    fireEvent.change(screen.getByLabelText('Numéro de téléphone'), { target: { value: '77123' } });
    expect(alertText()).toBe('');
  });

  it('shows the dial code of the chosen country, not a cut country name (issue 16)', async () => {
    await renderFlow(<LoginPage />, 'phoneEntry');
    expect(screen.getByTestId('dial-code').textContent).toBe('SN +221');
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'FR' } });
    expect(screen.getByTestId('dial-code').textContent).toBe('FR +33');
    expect(screen.getByRole('option', { name: 'France (+33)' })).toBeTruthy();
  });

  it('reads a number in the selected country (a French mobile is no Senegalese number)', async () => {
    const sent: string[] = [];
    const sendCode = async () => {
      sent.push('sent');
      return never();
    };
    await renderFlow(<LoginPage />, 'phoneEntry', { sendCode });
    fireEvent.change(screen.getByLabelText('Pays'), { target: { value: 'FR' } });
    fireEvent.change(screen.getByLabelText('Numéro de téléphone'), { target: { value: '06 12 34 56 78' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    expect(sent).toEqual(['sent']);
    expect(screen.getByRole('button', { name: 'Continuer' }).hasAttribute('disabled')).toBe(true);
  });

  it('says the bot check expired, and that the page must be reloaded', async () => {
    await renderFlow(<LoginPage />, 'phoneEntry', { recaptchaExpires: true });
    expect(alertText()).toBe('La vérification reCAPTCHA a expiré. Veuillez recharger la page.');
    expect(screen.getByRole('button', { name: 'Continuer' }).hasAttribute('disabled')).toBe(true);
  });

  it('speaks English to English readers', async () => {
    await renderFlow(<LoginPage />, 'phoneEntry', { recaptchaExpires: true }, 'en');
    expect(alertText()).toBe('reCAPTCHA expired. Please reload the page.');
  });
});

describe('verify page', () => {
  it('asks for the SMS code with a numeric, one-time-code input', async () => {
    await renderFlow(<VerifyCodePage />, 'codeEntry');
    const input = screen.getByLabelText('Code de vérification');
    expect(input.getAttribute('placeholder')).toBe('000 000');
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
  });
});

describe('a new code', () => {
  it('is offered once the countdown is over, and sends a new SMS to the same number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent: string[] = [];
    const sendCode = async () => {
      sent.push(`code-${sent.length + 1}`);
      return { verificationId: `code-${sent.length}` };
    };
    let send: (event: LoginEvent) => void = () => undefined;
    function Sender() {
      send = LoginActor.useActorRef().send;
      return null;
    }
    await renderFlow(
      <>
        <Sender />
        <VerifyCodePage />
      </>,
      'phoneEntry',
      { sendCode },
    );
    await act(async () => send({ type: 'SUBMIT_PHONE', country: 'SN', number: '77 123 45 67' }));
    expect(sent).toEqual(['code-1']);
    expect(screen.getByText(/Pas de code\u00a0\?|Pas de code/).textContent).toContain('30');
    expect(screen.queryByRole('button', { name: 'Envoyer un nouveau code' })).toBeNull();
    await act(async () => vi.advanceTimersByTime(resendDelayMs));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Envoyer un nouveau code' })));
    expect(sent).toEqual(['code-1', 'code-2']);
    // A new count for the new code.
    expect(screen.queryByRole('button', { name: 'Envoyer un nouveau code' })).toBeNull();
  });
});

describe('register page', () => {
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

  it('requires the four fields: nothing is sent and the empty ones are marked', async () => {
    const registered: string[] = [];
    await renderFlow(<RegisterPage />, 'registration', { register: async () => void registered.push('registered') });
    fill('Prénom', 'Awa');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    expect(registered).toEqual([]);
    expect(screen.getByLabelText('Prénom').getAttribute('aria-invalid')).toBeNull();
    for (const label of ['Nom', 'E-mail', 'Adresse']) expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the failure message when the registration fails', async () => {
    await renderFlow(<RegisterPage />, 'registration', { register: async () => Promise.reject(new Error('HTTP 500')) });
    fill('Prénom', 'Awa');
    fill('Nom', 'Diop');
    fill('E-mail', 'awa@example.sn');
    fill('Adresse', 'Rue 10, Médina, Dakar');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continuer' })));
    expect(alertText()).toBe('Une erreur s’est produite\u202f! Veuillez réessayer plus tard.');
  });
});
