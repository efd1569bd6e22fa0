import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { infoSlugs } from '../../src/domain/information-pages';
import { infoHeads, pageNames, type PageName } from './head-texts';
import { spaRoutes } from './spa-routes';

/** msgid → msgstr of a catalog, for one-line entries (the pages' titles are). */
function catalog(locale: string, name = 'info'): Map<string, string> {
  const po = readFileSync(new URL(`../../src/locales/${locale}/${name}.po`, import.meta.url), 'utf8');
  return new Map([...po.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)].map(([, id = '', text = '']) => [id, text]));
}

/** The English title each information page shows (src/views/info/content/*.tsx), its message id. */
const titleIds = {
  about: 'About us',
  delivery: 'Delivery information',
  shipping: 'Shipping',
  returns: 'Returns',
  privacy: 'Privacy policy',
  sales: 'Conditions of sale',
  terms: 'Terms and conditions',
};

describe("the information pages' heads", () => {
  it('carry the title each page shows, in each language', () => {
    const [fr, en, ar] = ['fr', 'en', 'ar'].map((locale) => catalog(locale));
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

describe("the plain pages' titles (issue 21: cart, account… titled in the page's language)", () => {
  it('are the words the client writes, from its messages catalog, in each language', () => {
    const [fr, en, ar] = ['fr', 'en', 'ar'].map((locale) => catalog(locale, 'messages'));
    for (const id of Object.keys(pageNames.en) as PageName[]) {
      expect(fr?.get(id), `no French "${id}" in the messages catalog`).toBeTruthy();
      expect(pageNames.fr[id], id).toBe(fr?.get(id));
      expect(pageNames.en[id], id).toBe(en?.get(id) || id);
      expect(pageNames.ar[id], id).toBe(ar?.get(id));
    }
  });

  it("name each plain route as the client's table does (src/app/page-titles.ts)", () => {
    const table = readFileSync(new URL('../../src/app/page-titles.ts', import.meta.url), 'utf8');
    const client = [...table.matchAll(/\[\/(.+?)\/, named\(msg`([^`]+)`\)\]/g)].map(([, pattern = '', id = '']) => ({
      pattern: new RegExp(pattern),
      id,
    }));
    expect(client.length).toBeGreaterThan(5);
    for (const route of spaRoutes.filter((candidate) => candidate.kind === 'page')) {
      const path = route.pattern.replace(/:[^/]+/, '12').replace(/\/\*$/, '');
      expect(client.find((entry) => entry.pattern.test(path))?.id, route.pattern).toBe(route.title);
    }
  });
});
