import { useQuery } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import type { BookingRequest } from '../domain/booking';
import { eventListResponseSchema, serviceResponseSchema, shopListResponseSchema } from '../domain/catalog';
import { bookingMachine } from '../machines/booking';
import { getJson, HTTPError, parseRouteId } from './api';
import { postJson } from './forms';
import { apiLocale, useLocale } from './i18n';
import { liveCatalogue } from './queryClient';

/** Events, shops and one service: what the booking forms show. Keys carry the content language. */
export const bookingKeys = {
  events: (locale: string) => ['events', locale] as const,
  shops: (locale: string) => ['shops', locale] as const,
  service: (locale: string, id: number) => ['service', locale, id] as const,
};

export function useEvents() {
  const locale = apiLocale(useLocale());
  return useQuery({
    ...liveCatalogue,
    queryKey: bookingKeys.events(locale),
    queryFn: async () => (await getJson('events', eventListResponseSchema, { locale })).data,
  });
}

export function useShops() {
  const locale = apiLocale(useLocale());
  return useQuery({
    ...liveCatalogue,
    queryKey: bookingKeys.shops(locale),
    queryFn: async () => (await getJson('shops', shopListResponseSchema, { locale })).data,
  });
}

export class ServiceNotFound extends Error {
  override name = 'ServiceNotFound';
}

export function useService(rawId: string | undefined) {
  const locale = apiLocale(useLocale());
  const id = parseRouteId(rawId);
  return useQuery({
    ...liveCatalogue,
    queryKey: bookingKeys.service(locale, id ?? 0),
    queryFn: async () => {
      if (id === null) throw new ServiceNotFound(`no service ${rawId ?? ''}`);
      try {
        return (await getJson(`services/${id}`, serviceResponseSchema, { locale })).data;
      } catch (error) {
        if (error instanceof HTTPError && error.response.status === 404) throw new ServiceNotFound(`no service ${id}`);
        throw error;
      }
    },
    // A missing service will not appear by asking again.
    retry: (failures, error) => !(error instanceof ServiceNotFound) && failures < 2,
  });
}

/** POST /bookings; a signed-in shopper's booking carries their ID token so the server can check auth_id. */
export const submitBooking = (request: BookingRequest) => postJson('bookings', request, { signedIn: Boolean(request.auth_id) });

/** The booking flow with its real service: the API. */
export const bookingLogic = bookingMachine.provide({
  actors: {
    submitBooking: fromPromise<{ id: number }, BookingRequest>(({ input }) => submitBooking(input)),
  },
});
