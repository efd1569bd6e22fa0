import { defineConfig } from '@lingui/cli';

// The information pages' long texts (src/views/info/content) have a catalog of their own, loaded when
// such a page opens (src/services/i18n.ts `useCatalog('info')`): few shoppers read them, and the main
// catalog is loaded before the first screen of every visit.
const infoTexts = '<rootDir>/src/views/info/content';
// The flow studio (src/views/flows) is for the product owner, never a shopper: its texts stay out of the main catalog.
const flowStudio = '<rootDir>/src/views/flows';
// The back office (src/views/admin) is for the shop's staff: its texts stay out of the shopper's catalogs too.
const backOffice = '<rootDir>/src/views/admin';
const notSource = ['**/node_modules/**', '**/*.test.*'];

export default defineConfig({
  sourceLocale: 'en',
  locales: ['fr', 'en', 'ar'],
  fallbackLocales: { ar: 'fr', default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}/messages',
      include: ['<rootDir>/src'],
      exclude: [...notSource, `${infoTexts}/**`, `${flowStudio}/**`, `${backOffice}/**`],
    },
    {
      path: '<rootDir>/src/locales/{locale}/info',
      include: [infoTexts],
      exclude: notSource,
    },
    {
      path: '<rootDir>/src/locales/{locale}/flows',
      include: [flowStudio],
      exclude: notSource,
    },
    {
      path: '<rootDir>/src/locales/{locale}/admin',
      include: [backOffice],
      exclude: notSource,
    },
  ],
  format: 'po',
});
