// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { SectionBoundary } from './SectionBoundary';

afterEach(cleanup);

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
});
