import { describe, expect, it } from 'vitest';
import { maxSearchResults, searchProducts } from './search';

const products = [
  { id: 1, name: 'Huile de Baobab' },
  { id: 2, name: 'Savon au karité' },
  { id: 3, name: 'Beurre de KARITÉ' },
  { id: 4, name: 'Thé de moringa' },
];
const many = Array.from({ length: 25 }, (_, index) => ({ id: index + 1, name: `Tisane n°${index + 1}` }));

describe('searchProducts', () => {
  it('matches a substring of the name whatever its case', () => {
    expect(searchProducts(products, 'baobab').map((p) => p.id)).toEqual([1]);
    expect(searchProducts(products, 'BAOBAB').map((p) => p.id)).toEqual([1]);
    expect(searchProducts(products, 'karité').map((p) => p.id)).toEqual([2, 3]);
    expect(searchProducts(products, 'ORING').map((p) => p.id)).toEqual([4]);
  });

  it('finds nothing until some text is entered', () => {
    expect(searchProducts(products, '')).toEqual([]);
    expect(searchProducts(products, '   ')).toEqual([]);
  });

  it('ignores spaces around the text', () => {
    expect(searchProducts(products, '  savon ').map((p) => p.id)).toEqual([2]);
  });

  it('returns an empty list when nothing matches', () => {
    expect(searchProducts(products, 'chocolat')).toEqual([]);
  });

  it('returns at most 10 results, in catalogue order', () => {
    expect(maxSearchResults).toBe(10);
    const found = searchProducts(many, 'tisane');
    expect(found).toHaveLength(10);
    expect(found.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });
});
