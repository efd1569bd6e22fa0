import { expect, it } from 'vitest';
import { samePlace } from './delivery-place';

const place = { city: 'Dakar', address: 'Villa 12, Point E', zip: '10200', time: '14:30' };

it('is the same place whatever the case, the spacing typed and the time', () => {
  expect(samePlace(place, { city: ' dakar ', address: 'villa 12,   point e', zip: '10200', time: '09:00' })).toBe(true);
});

it('is another place when the city, the address or the postcode differs', () => {
  expect(samePlace(place, { ...place, city: 'Thiès' })).toBe(false);
  expect(samePlace(place, { ...place, address: 'Villa 14, Point E' })).toBe(false);
  expect(samePlace(place, { ...place, zip: '10201' })).toBe(false);
});
