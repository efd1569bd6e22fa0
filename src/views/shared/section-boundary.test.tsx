// @vitest-environment happy-dom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { activateLocale, i18n } from '../../services/i18n';
import { SectionBoundary } from './section-boundary';

afterEach(cleanup);
beforeAll(() => activateLocale('en'));

function Broken(): never {
  throw new Error('section failed');
}

describe('SectionBoundary', () => {
  it('leaves a failing section out and keeps the rest of the page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <p>grid</p>
        <SectionBoundary fallback={<p>section unavailable</p>}>
          <Broken />
        </SectionBoundary>
        <p>footer</p>
      </main>,
    );
    expect(screen.getByText('grid')).toBeTruthy();
    expect(screen.getByText('section unavailable')).toBeTruthy();
    expect(screen.getByText('footer')).toBeTruthy();
  });

  it('by default says the part could not be loaded and tries again on request', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let broken = true;
    const retried = vi.fn(() => {
      broken = false;
    });
    function Flaky() {
      if (broken) throw new Error('chunk failed');
      return <p>section back</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <SectionBoundary onRetry={retried}>
          <Flaky />
        </SectionBoundary>
      </I18nProvider>,
    );
    expect(screen.getByRole('alert').textContent).toContain('This part of the page could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retried).toHaveBeenCalledOnce();
    expect(screen.getByText('section back')).toBeTruthy();
  });
});
