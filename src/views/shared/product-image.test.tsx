// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ProductImage } from './product-image';

afterEach(cleanup);

describe('ProductImage without a picture (a product created in the back office before its photos)', () => {
  it('is a named image when it has its own words', () => {
    render(<ProductImage image={null} alt="Savon au karité" />);
    expect(screen.getByRole('img', { name: 'Savon au karité' })).toBeTruthy();
  });

  it('is hidden from screen readers, with no unnamed image role, when its words are empty (a card names the product)', () => {
    const { container } = render(<ProductImage image={null} alt="" />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
