// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ShareButton } from './share-button';
import { renderShop } from './testing';

const title = 'Tisane "Nuit" & co';
const origin = window.location.origin;

/** Gives the browser (happy-dom) a navigator property for one test: the Web Share API or a clipboard. */
function provide<K extends 'share' | 'canShare' | 'clipboard'>(name: K, value: unknown) {
  Object.defineProperty(navigator, name, { value, configurable: true, writable: true });
}

afterEach(() => {
  cleanup();
  for (const name of ['share', 'canShare', 'clipboard'] as const) Reflect.deleteProperty(navigator, name);
});

describe('ShareButton without the Web Share API', () => {
  it("offers a WhatsApp link with the name and the page's address, and no share sheet", async () => {
    provide('share', undefined);
    await renderShop(<ShareButton title={title} path="/details/1" />);
    const whatsApp = screen.getByRole('link', { name: `Partager ${title} sur WhatsApp` });
    expect(whatsApp.getAttribute('href')).toBe(`https://wa.me/?text=${encodeURIComponent(`${title} ${origin}/details/1`)}`);
    expect(whatsApp.getAttribute('target')).toBe('_blank');
    expect(screen.queryByRole('button', { name: 'Partager' })).toBeNull();
  });

  it("shares the page in the shopper's language", async () => {
    provide('share', undefined);
    await renderShop(<ShareButton title={title} path="/services/2" />, { locale: 'en' });
    const href = screen.getByRole('link', { name: `Share ${title} on WhatsApp` }).getAttribute('href') ?? '';
    expect(decodeURIComponent(href.replace('https://wa.me/?text=', ''))).toBe(`${title} ${origin}/services/2?lang=en`);
  });

  it('copies the link, and shows it to copy by hand when the clipboard refuses', async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    provide('share', undefined);
    provide('clipboard', { writeText });
    await renderShop(<ShareButton title={title} path="/details/1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    expect(await screen.findByText('Lien copié.')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(`${origin}/details/1`);
    fireEvent.click(screen.getByRole('button', { name: 'Copier le lien' }));
    const field = await screen.findByRole('textbox');
    expect((field as HTMLInputElement).value).toBe(`${origin}/details/1`);
    expect(screen.queryByText('Lien copié.')).toBeNull();
  });
});

describe('ShareButton with the Web Share API', () => {
  it('opens the share sheet with the name and address', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    provide('share', share);
    await renderShop(<ShareButton title={title} path="/details/1" />);
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(share).toHaveBeenCalledWith({ title, text: title, url: `${origin}/details/1` });
  });

  it('says nothing when the shopper closes the sheet, and offers WhatsApp and copy when sharing fails', async () => {
    const share = vi.fn().mockRejectedValueOnce(new DOMException('closed', 'AbortError')).mockRejectedValueOnce(new Error('no target'));
    provide('share', share);
    await renderShop(<ShareButton title={title} path="/details/1" />);
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Partager' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Partager' }));
    expect(await screen.findByText(/Le partage n’a pas fonctionné/)).toBeTruthy();
    expect(screen.getByRole('link', { name: `Partager ${title} sur WhatsApp` })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copier le lien' })).toBeTruthy();
  });

  it('keeps the fallback when the browser says it cannot share this address', async () => {
    provide('share', vi.fn());
    provide('canShare', () => false);
    await renderShop(<ShareButton title={title} path="/details/1" />);
    expect(screen.queryByRole('button', { name: 'Partager' })).toBeNull();
    expect(screen.getByRole('link', { name: `Partager ${title} sur WhatsApp` })).toBeTruthy();
  });
});
