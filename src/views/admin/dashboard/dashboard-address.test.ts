import { describe, expect, it } from 'vitest';
import { periodOfSearch, searchOfPeriod } from './dashboard-address';

describe('the dashboard period in the address', () => {
  it('reads the periods the API takes and writes them back', () => {
    expect(periodOfSearch('?period=30d')).toEqual({ period: '30d' });
    expect(periodOfSearch('?period=today&from=2026-01-01')).toEqual({ period: 'today' });
    const custom = periodOfSearch('?period=custom&from=2026-11-01&to=2026-11-15');
    expect(custom).toEqual({ period: 'custom', from: '2026-11-01', to: '2026-11-15' });
    expect(searchOfPeriod(custom)).toBe('?period=custom&from=2026-11-01&to=2026-11-15');
  });

  it('falls back to the last 7 days for a period the API would refuse', () => {
    expect(periodOfSearch('')).toEqual({ period: '7d' });
    expect(periodOfSearch('?period=year')).toEqual({ period: '7d' });
    expect(periodOfSearch('?period=custom&from=2026-11-15&to=2026-11-01')).toEqual({ period: '7d' });
  });
});
