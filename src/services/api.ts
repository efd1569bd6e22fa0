import ky, { HTTPError } from 'ky';
import type { z } from 'zod';
import { apiLocale, currentLocale } from './i18n';

/** Every call carries the current language (spec §7); the API answers French for Arabic. */
export const api = ky.create({
  prefixUrl: '/api',
  timeout: 20_000,
  retry: { limit: 1, methods: ['get'] },
  hooks: {
    beforeRequest: [
      (request) => {
        const url = new URL(request.url);
        if (!url.searchParams.has('locale')) url.searchParams.set('locale', apiLocale(currentLocale()));
        return new Request(url, request);
      },
    ],
  },
});

/** GET a JSON document and check it against the shared schema, so a changed API fails loudly. */
export async function getJson<T extends z.ZodType>(path: string, schema: T, searchParams?: Record<string, string>): Promise<z.infer<T>> {
  const body: unknown = await api.get(path, searchParams ? { searchParams } : {}).json();
  return schema.parse(body);
}

export { HTTPError };
