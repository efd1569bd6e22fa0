// @vitest-environment happy-dom
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Testimonials } from './testimonials';
import { fakeApi, mockViewportWidth, renderShop } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const shown = () => screen.queryAllByTestId('testimonial').map((item) => item.querySelector('blockquote')?.textContent);
const dots = () => screen.getAllByRole('button', { name: /Page de témoignages/ });

describe('Testimonials (5 of them)', () => {
  it('show 1 per page at 1024 px wide, with a dot per page', async () => {
    mockViewportWidth(1024);
    fakeApi();
    await renderShop(<Testimonials />);
    await screen.findAllByTestId('testimonial');
    expect(shown()).toEqual(['Témoignage 1']);
    expect(dots()).toHaveLength(5);
    fireEvent.click(dots()[3]!);
    expect(shown()).toEqual(['Témoignage 4']);
    expect(dots()[3]!.getAttribute('aria-current')).toBe('true');
  });

  it('show 2 per page at 1280 px wide', async () => {
    mockViewportWidth(1280);
    fakeApi();
    await renderShop(<Testimonials />);
    await screen.findAllByTestId('testimonial');
    expect(shown()).toEqual(['Témoignage 1', 'Témoignage 2']);
    expect(dots()).toHaveLength(3);
    fireEvent.click(dots()[2]!);
    expect(shown()).toEqual(['Témoignage 5']);
  });

  it('follow a resize across 1024 px', async () => {
    const viewport = mockViewportWidth(1280);
    fakeApi();
    await renderShop(<Testimonials />);
    await screen.findAllByTestId('testimonial');
    expect(shown()).toHaveLength(2);
    act(() => viewport.resize(800));
    expect(shown()).toEqual(['Témoignage 1']);
    expect(dots()).toHaveLength(5);
    fireEvent.click(dots()[4]!);
    // Back to wide: page 5 no longer exists, the last page shows.
    act(() => viewport.resize(1440));
    expect(shown()).toEqual(['Témoignage 5']);
    expect(dots()).toHaveLength(3);
  });
});
