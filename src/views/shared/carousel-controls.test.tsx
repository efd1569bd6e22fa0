// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { CarouselControls } from './carousel-controls';

afterEach(cleanup);

const carouselAt = (canPrev: boolean, canNext: boolean) => ({ previous: vi.fn(), next: vi.fn(), canPrev, canNext });

describe('CarouselControls', () => {
  it('moves the carousel back and forth with buttons named by their labels', () => {
    const carousel = carouselAt(true, true);
    render(<CarouselControls carousel={carousel} look="overlay" previousLabel="Previous slide" nextLabel="Next slide" />);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect([carousel.next.mock.calls.length, carousel.previous.mock.calls.length]).toEqual([2, 1]);
  });

  it('beside a heading, greys out the button that has nowhere left to go', () => {
    render(<CarouselControls carousel={carouselAt(false, true)} look="bar" previousLabel="Previous products" nextLabel="Next products" />);
    expect(screen.getByRole('button', { name: 'Previous products' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Next products' }).hasAttribute('disabled')).toBe(false);
  });

  it('over the slides of a looping carousel, never disables a button', () => {
    render(<CarouselControls carousel={carouselAt(false, false)} look="overlay" previousLabel="Previous slide" nextLabel="Next slide" />);
    expect(screen.getAllByRole('button').map((button) => button.hasAttribute('disabled'))).toEqual([false, false]);
  });
});
