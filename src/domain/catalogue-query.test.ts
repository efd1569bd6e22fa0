import { describe, expect, it } from 'vitest';
import { catalogueQueryFromSearch, catalogueSearchOf } from './catalogue-query';

describe('the catalogue page address', () => {
  it('reads category, sort and price range, and writes them back in a fixed order', () => {
    const query = catalogueQueryFromSearch('?max=20000&sort=price-asc&category=3&min=1000');
    expect(query).toEqual({ category: 3, sort: 'price-asc', min: 1000, max: 20000 });
    expect(catalogueSearchOf(query)).toBe('?category=3&sort=price-asc&min=1000&max=20000');
  });

  it('leaves out what is not valid instead of failing the page', () => {
    expect(catalogueQueryFromSearch('?category=abc&sort=cheapest&min=-5&max=12.5')).toEqual({});
    expect(catalogueQueryFromSearch('?sort=name&min=100')).toEqual({ sort: 'name', min: 100 });
  });

  it('keeps only the lower end of a range whose ends are swapped', () => {
    expect(catalogueQueryFromSearch('?min=5000&max=1000')).toEqual({ min: 5000 });
  });

  it('gives no query text for no choice', () => {
    expect(catalogueSearchOf({})).toBe('');
  });
});
