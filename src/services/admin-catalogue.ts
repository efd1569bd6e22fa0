import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod/mini';
import {
  adminDeliveryMethodListResponseSchema,
  adminDeliveryMethodResponseSchema,
  adminEventListResponseSchema,
  adminEventResponseSchema,
  adminExchangeRateListResponseSchema,
  adminExchangeRateResponseSchema,
  adminProductListResponseSchema,
  adminProductResponseSchema,
  adminServiceListResponseSchema,
  adminServiceResponseSchema,
  adminShopListResponseSchema,
  adminShopResponseSchema,
} from '../domain/admin';
import { recordEditorMachine, type RecordEdit } from '../machines/admin-record-editor';
import { adminApi, adminKey, adminPatch, adminUpload } from './admin-api';
import { adminCall } from './admin-errors';
import { privateScope } from './query-client';

/**
 * The catalogue as the back office edits it: one list and one PATCH per kind of record (docs/admin-api.md).
 * Every edit carries the version it was made from; the server answers 409 with both versions when someone
 * saved first (AdminCallError 'conflict').
 */
const kinds = {
  products: { list: adminProductListResponseSchema, one: adminProductResponseSchema },
  services: { list: adminServiceListResponseSchema, one: adminServiceResponseSchema },
  events: { list: adminEventListResponseSchema, one: adminEventResponseSchema },
  shops: { list: adminShopListResponseSchema, one: adminShopResponseSchema },
  'delivery-methods': { list: adminDeliveryMethodListResponseSchema, one: adminDeliveryMethodResponseSchema },
  'exchange-rates': { list: adminExchangeRateListResponseSchema, one: adminExchangeRateResponseSchema },
} as const;
export type CatalogueKind = keyof typeof kinds;
type Record_<K extends CatalogueKind> = z.infer<(typeof kinds)[K]['one']>['data'];

export function useCatalogueList<K extends CatalogueKind>(uid: string | null, kind: K) {
  return useQuery({
    queryKey: adminKey(uid, 'catalogue', kind),
    queryFn: async (): Promise<Record_<K>[]> => kinds[kind].list.parse(await adminApi.get(`admin/${kind}`).json()).data as Record_<K>[],
    enabled: uid !== null,
    staleTime: 0,
  });
}

/**
 * The record editor machine (src/machines/admin-record-editor.ts) saving records of `kind` (`recordKey`: its id,
 * or the code/currency for fees and rates). On success the list shows the saved record and the storefront's
 * answers cached in this tab are marked stale, so it shows the change at once here too.
 */
export function useRecordEditorLogic(uid: string | null, kind: CatalogueKind) {
  const client = useQueryClient();
  return useMemo(
    () =>
      recordEditorMachine.provide({
        actors: {
          saveRecord: fromPromise(async ({ input }: { input: { recordKey: string | number; edit: RecordEdit } }) => {
            try {
              const record = await adminCall(
                async () =>
                  kinds[kind].one.parse(await adminPatch(`admin/${kind}/${encodeURIComponent(input.recordKey)}`, input.edit).json()).data,
              );
              // The storefront's answers (every key outside the private scope and the text catalogs) are asked again when next shown.
              void client.invalidateQueries({
                predicate: (query) => query.queryKey[0] !== privateScope && query.queryKey[0] !== 'catalog',
              });
              return record as Record<string, unknown>;
            } finally {
              void client.invalidateQueries({ queryKey: adminKey(uid, 'catalogue', kind) });
            }
          }),
        },
      }),
    [client, uid, kind],
  );
}

/** Kinds of record the back office can create (POST /api/admin/products, /api/admin/events). */
export type CreatableKind = 'products' | 'events';

/** Creates a record; the answer is the record as saved (version 1). Caches refresh as after an edit. */
export function useCatalogueCreate<K extends CreatableKind, Body extends object>(uid: string | null, kind: K) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Body) =>
      adminCall(async () => kinds[kind].one.parse(await adminApi.post(`admin/${kind}`, { json: body }).json()).data as Record_<K>),
    onSuccess: () =>
      client.invalidateQueries({ predicate: (query) => query.queryKey[0] !== privateScope && query.queryKey[0] !== 'catalog' }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey(uid, 'catalogue', kind) }),
  });
}

/** Adds a picture to a product's gallery (the server turns it into WebP); `version` is the product's. */
export function useProductImageUpload(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      productId,
      version,
      file,
      altFr,
      altEn,
    }: {
      productId: number;
      version: number;
      file: File;
      altFr: string;
      altEn: string;
    }) =>
      adminCall(
        async () =>
          adminProductResponseSchema.parse(
            await adminUpload(`admin/products/${productId}/images`, file, {
              version: String(version),
              alt_fr: altFr,
              alt_en: altEn,
            }).json(),
          ).data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey(uid, 'catalogue', 'products') }),
  });
}
