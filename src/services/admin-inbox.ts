import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminBookingResponseSchema,
  adminMessageResponseSchema,
  bookingAgendaResponseSchema,
  eventAttendeesResponseSchema,
  messageListResponseSchema,
  type AdminBooking,
  type AdminMessage,
  type BookingAgendaQuery,
  type MessageListQuery,
} from '../domain/admin';
import { adminApi, adminKey } from './admin-api';
import { adminCall } from './admin-errors';

/** What the shop receives besides orders: contact messages and bookings (agenda, event attendees). */

const withoutEmpty = (query: Record<string, string | number | undefined>): Record<string, string> =>
  Object.fromEntries(Object.entries(query).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));

export function useMessages(uid: string | null, query: Partial<MessageListQuery>) {
  const searchParams = withoutEmpty(query);
  return useQuery({
    queryKey: adminKey(uid, 'messages', searchParams),
    queryFn: async () => messageListResponseSchema.parse(await adminApi.get('admin/messages', { searchParams }).json()),
    enabled: uid !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useMarkHandled(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ message, handled }: { message: AdminMessage; handled: boolean }) =>
      adminCall(
        async () =>
          adminMessageResponseSchema.parse(
            await adminApi.post(`admin/messages/${message.id}/handled`, { json: { handled, version: message.version } }).json(),
          ).data,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: adminKey(uid, 'messages') }),
  });
}

export function useBookingAgenda(uid: string | null, query: Partial<BookingAgendaQuery>) {
  const searchParams = withoutEmpty(query);
  return useQuery({
    queryKey: adminKey(uid, 'bookings', searchParams),
    queryFn: async () => bookingAgendaResponseSchema.parse(await adminApi.get('admin/bookings', { searchParams }).json()).data,
    enabled: uid !== null,
    staleTime: 0,
    placeholderData: keepPreviousData,
  });
}

export function useEventAttendees(uid: string | null, eventId: number | null) {
  return useQuery({
    queryKey: adminKey(uid, 'attendees', eventId),
    queryFn: async () => eventAttendeesResponseSchema.parse(await adminApi.get(`admin/events/${eventId}/attendees`).json()).data,
    enabled: uid !== null && eventId !== null,
    staleTime: 0,
  });
}

/** Confirms or cancels a booking (cancelling frees its slot or seat); the agenda and attendee lists are asked again. */
export function useBookingDecision(uid: string | null) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ booking, decision }: { booking: AdminBooking; decision: 'confirm' | 'cancel' }) =>
      adminCall(
        async () =>
          adminBookingResponseSchema.parse(
            await adminApi.post(`admin/bookings/${booking.id}/${decision}`, { json: { version: booking.version } }).json(),
          ).data,
      ),
    onSettled: async () => {
      await client.invalidateQueries({ queryKey: adminKey(uid, 'bookings') });
      await client.invalidateQueries({ queryKey: adminKey(uid, 'attendees') });
    },
  });
}
