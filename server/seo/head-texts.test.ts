import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { infoSlugs } from '../../src/domain/information-pages';
import { infoHeads } from './head-texts';

/** msgid → msgstr of a catalog, for one-line entries (the pages' titles are). */
function catalog(locale: string): Map<string, string> {
  const po = readFileSync(new URL(`../../src/locales/${locale}/info.po`, import.meta.url), 'utf8');
  return new Map([...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map(([, id = '', text = '']) => [id, text]));
}

/** The English title each information page shows (src/views/info/content/*.tsx), its message id. */
const titleIds = { about: 'About us', delivery: 'Delivery information', shipping: 'Shipping', returns: 'Returns', privacy: 'Privacy policy', sales: 'Conditions of sale', terms: 'Terms and conditions' };

describe('the information pages\' heads', () => {
  it('carry the title each page shows, in each language', () => {
    const [fr, en, ar] = ['fr', 'en', 'ar'].map(catalog);
    for (const slug of infoSlugs) {
      const id = titleIds[slug];
      expect(fr?.get(id), `${slug}: no French title "${id}" in the info catalog`).toBeTruthy();
      expect(infoHeads.fr[slug].title, slug).toBe(fr?.get(id));
      expect(infoHeads.en[slug].title, slug).toBe(en?.get(id) || id);
      expect(infoHeads.ar[slug].title, slug).toBe(ar?.get(id) || fr?.get(id));
    }
  });

  it('have a description short enough for a search result', () => {
    for (const locale of ['fr', 'en', 'ar'] as const) {
      for (const slug of infoSlugs) expect(infoHeads[locale][slug].description.length, `${locale} ${slug}`).toBeLessThanOrEqual(160);
    }
  });
});
