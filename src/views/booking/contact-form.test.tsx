// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactSection } from '../home/contact-section';
import { fakeApi, renderShop } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

async function fill(form: HTMLElement) {
  await userEvent.type(within(form).getByLabelText('Prénom'), 'Awa');
  await userEvent.type(within(form).getByLabelText('Nom'), 'Diop');
  await userEvent.type(within(form).getByLabelText('E-mail'), 'awa@example.sn');
  await userEvent.type(within(form).getByLabelText('Téléphone'), '771234567');
  await userEvent.type(within(form).getByLabelText('Message'), 'Bonjour');
}

describe('the contact block', () => {
  it('offers Senegal as its only, optional country', async () => {
    fakeApi();
    await renderShop(<ContactSection />);
    const country = screen.getByLabelText('Pays (facultatif)');
    await within(country).findByRole('option', { name: 'Sénégal' });
    expect(
      within(country)
        .getAllByRole('option')
        .map((option) => option.getAttribute('value')),
    ).toEqual(['', '1']);
  });

  it('names the privacy box and sends nothing while it is unticked', async () => {
    const api = fakeApi();
    await renderShop(<ContactSection />);
    const form = screen.getByRole('form', { name: 'Nous contacter' });
    await fill(form);
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() =>
      expect(within(form).getByRole('alert').textContent).toBe('Veuillez accepter notre politique de confidentialité.'),
    );
    expect(api.requests.some((url) => url.pathname === '/api/messages')).toBe(false);
  });

  it('sends the spec payload once the box is ticked, then empties the form', async () => {
    const api = fakeApi({ '/api/messages': { data: { id: 5 } } });
    await renderShop(<ContactSection />);
    const form = screen.getByRole('form', { name: 'Nous contacter' });
    await fill(form);
    await userEvent.click(within(form).getByLabelText("J'ai lu et j'accepte la politique de confidentialité."));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer' }));
    await vi.waitFor(() => expect(within(form).getByRole('status').textContent).toBe('Message envoyé avec succès'));
    expect(api.requests.filter((url) => url.pathname === '/api/messages')).toHaveLength(1);
    expect((within(form).getByLabelText('Prénom') as HTMLInputElement).value).toBe('');
    expect((within(form).getByLabelText("J'ai lu et j'accepte la politique de confidentialité.") as HTMLInputElement).checked).toBe(false);
  });

  it('names a pasted invisible character in the field that holds it, and sends nothing', async () => {
    const api = fakeApi({ '/api/messages': { data: { id: 5 } } });
    await renderShop(<ContactSection />);
    const form = screen.getByRole('form', { name: 'Nous contacter' });
    await fill(form);
    await userEvent.click(within(form).getByLabelText('Message'));
    await userEvent.paste(' et merci\u0000');
    await userEvent.click(within(form).getByLabelText("J'ai lu et j'accepte la politique de confidentialité."));
    await userEvent.click(within(form).getByRole('button', { name: 'Envoyer' }));
    await within(form).findByText('Ce champ contient des caractères invisibles non autorisés');
    expect(within(form).getByLabelText('Message').getAttribute('aria-invalid')).toBe('true');
    expect(api.requests.some((url) => url.pathname === '/api/messages')).toBe(false);
  });
});
