// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import HeroCarousel from './hero-carousel';
import { HeroSlider } from './hero-slider';
import { ServicesRow } from './services-row';
import { fakeApi, renderShop } from '../shared/testing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('hero', () => {
  it('has 4 slides, each with a buy-now link, and dots to reach each', async () => {
    await renderShop(<HeroCarousel />);
    const slides = screen.getAllByRole('group');
    expect(slides).toHaveLength(4);
    for (const slide of slides) expect(within(slide).getByRole('link', { name: 'Acheter maintenant' }).getAttribute('href')).toBe('/');
    expect(screen.getAllByRole('button', { name: /Afficher la diapositive/ })).toHaveLength(4);
  });

  it('paints the first slide before the carousel code has arrived', async () => {
    await renderShop(<HeroSlider />);
    expect(screen.getByRole('heading', { level: 1, name: 'Des plantes qui prennent soin de vous' })).toBeTruthy();
  });
});

describe('ServicesRow', () => {
  it('links each service to its booking page, with a sized lazy image', async () => {
    fakeApi();
    await renderShop(<ServicesRow />);
    const link = await screen.findByRole('link', { name: 'Massage' });
    expect(link.getAttribute('href')).toBe('/services/2');
    const image = link.querySelector('img');
    expect([image?.getAttribute('width'), image?.getAttribute('height'), image?.getAttribute('loading')]).toEqual(['800', '500', 'lazy']);
    expect(screen.getByRole('link', { name: 'Consultation' }).getAttribute('href')).toBe('/services/1');
  });
});
