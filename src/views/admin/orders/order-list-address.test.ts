import { describe, expect, it } from 'vitest';
import { filtersOfSearch, searchOfFilters } from './order-list-address';

describe('the order list address', () => {
  it('keeps the filters the API accepts and drops the others', () => {
    expect(filtersOfSearch('state=paid&from=2026-11-01&to=2026-13-01&delivery=drone&q=%20diop%20&page=3&x=1')).toEqual({
      state: 'paid',
      from: '2026-11-01',
      q: 'diop',
      page: 3,
    });
  });

  it('writes the filters back as the same address, page 1 left out', () => {
    expect(searchOfFilters({ state: 'preparing', delivery: 'collect', q: '#12', page: 1 })).toBe(
      '?state=preparing&delivery=collect&q=%2312',
    );
    expect(filtersOfSearch(searchOfFilters({ to: '2026-11-30', page: 2 }).slice(1))).toEqual({ to: '2026-11-30', page: 2 });
    expect(searchOfFilters({})).toBe('');
  });
});
