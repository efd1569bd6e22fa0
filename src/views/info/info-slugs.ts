/** The information pages' slugs live in src/domain, where the server (server/seo) reads them too. */
export { infoPath, infoSlugs, isInfoSlug, type InfoSlug } from '../../domain/information-pages';
