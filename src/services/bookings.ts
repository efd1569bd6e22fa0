import { useQuery, type QueryClient } from '@tanstack/react-query';
import { fromPromise } from 'xstate';
import { bookingCreatedResponseSchema, type BookingCreated, type BookingRequest } from '../domain/booking';
import { eventListResponseSchema, serviceResponseSchema, shopListResponseSchema, type ShopEvent } from '../domain/catalog';
import { ownBookingsResponseSchema, type OwnBooking } from '../domain/own-bookings';
import { personOf } from '../domain/person-prefill';
import { bookingMachine, type BookingEvent } from '../machines/booking';
import { getJson, HTTPError, parseRouteId } from './api';
import { authApi } from './auth-api';
import { postJson } from './forms';
import { apiLocale, useLocale } from './i18n';
import { liveCatalogue, privateKey } from './query-client';
import { sessionWatch, type RootSystem } from './session-watch';

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
export const submitBooking = (request: BookingRequest): Promise<BookingCreated> =>
  postJson('bookings', request, { signedIn: Boolean(request.auth_id) }, bookingCreatedResponseSchema);

/** The signed-in shopper's own bookings (GET /api/bookings): private to her account, like her orders. */
export const ownBookingKeys = {
  all: (uid: string | null) => privateKey(uid, 'bookings'),
  list: (uid: string | null, locale: string) => privateKey(uid, 'bookings', locale),
};

/** Her bookings, the latest day first; asked again on every visit, since the staff may have confirmed or cancelled one. */
export function useOwnBookings(uid: string | null) {
  const locale = apiLocale(useLocale());
  return useQuery({
    queryKey: ownBookingKeys.list(uid, locale),
    queryFn: async (): Promise<OwnBooking[]> =>
      ownBookingsResponseSchema.parse(await authApi.get('bookings', { searchParams: { locale } }).json()).data,
    enabled: uid !== null,
    staleTime: 0,
  });
}

/**
 * What a booking the shop took changes elsewhere on the page (issue 21): the event's card shows the places the
 * server says are left (in every language's list), and the account's list of bookings is asked again.
 */
export function followBooking(client: QueryClient, request: BookingRequest, created: BookingCreated): void {
  if (request.shop_id === undefined) {
    client.setQueriesData<ShopEvent[]>({ queryKey: ['events'] }, (events) =>
      events?.map((event) => (event.id === request.service_id ? { ...event, seats_left: created.seats_left } : event)),
    );
  }
  void client.invalidateQueries({ queryKey: ownBookingKeys.all(request.auth_id || null) });
}

/**
 * The booking flow with its real services: the API, the queries a booking changes, and the session of the root
 * actor's system (the shopper's customer record, for the form's details).
 */
export const bookingLogicFor = (rootSystem: RootSystem, client: QueryClient) =>
  bookingMachine.provide({
    actors: {
      submitBooking: fromPromise<BookingCreated, BookingRequest>(async ({ input }) => {
        const created = await submitBooking(input);
        followBooking(client, input, created);
        return created;
      }),
      customerWatch: sessionWatch(rootSystem, (session): BookingEvent => ({
        type: 'CUSTOMER_KNOWN',
        person: personOf(session.context.customer),
      })),
    },
  });
