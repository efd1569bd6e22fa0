import { z } from 'zod/mini';
import { formatInTimeZone } from 'date-fns-tz';
import { parseShopDay, parseShopTime, formatShopDay, formatShopTime, slotLateness } from './booking-slot';
import { shopTimeZone } from './shop-time';
import { emailField, fnameField, lnameField, phoneField, requiredText, fieldMessages, type FieldMessage } from './contact-fields';
import { addressMaxLength, addressMessage, isAddress } from './address';
import { bodyId, noControlCharacters } from './input-rules';
import { isOpenAt, type OpeningHours } from './opening-hours';

/**
 * The booking forms and the `POST /bookings` payload (spec §3, §5), one set of rules for the
 * browser and the server. Messages are English source texts; where the spec quotes French
 * (the day, time and closed messages), French is the translation and must stay exactly the spec's.
 */
export const bookingMessages = {
  invalidEmail: 'Invalid email address',
  addressChars: addressMessage,
  invalidDay: 'Enter a valid date',
  invalidTime: 'Enter a valid time',
  /** fr: la date choisi est inferieur a la date d'aujourd'hui */
  pastDay: 'The chosen date is before today',
  /** fr: l'heure choisi est inferieur a l'heure d'aujourd'hui */
  pastTime: 'The chosen time is earlier than the current time',
  /** fr: le shop est fermé a cette heure */
  closed: 'The shop is closed at this time',
  shopMismatch: 'The shop name does not match the shop',
  serviceMismatch: 'The service name does not match the service',
  tokenMismatch: 'auth_id must be the signed-in user',
} as const;

const serviceTypeMax = 200;
const authIdMax = 128;

const bookingPersonFields = {
  fname: fnameField,
  lname: lnameField,
  email: emailField(bookingMessages.invalidEmail),
  address: requiredText(addressMaxLength, { valid: isAddress, message: bookingMessages.addressChars }),
  phone: phoneField,
};

const bookingSlotFields = {
  /** A shop day, `2026-01-05` (what a date input gives) or unpadded `2026-1-5`. */
  service_day: requiredText(10, { valid: (value) => parseShopDay(value) !== null, message: bookingMessages.invalidDay }),
  /** A time of the shop's clock, `09:30` (what a time input gives) or `9:30`. */
  service_hour: requiredText(5, { valid: (value) => parseShopTime(value) !== null, message: bookingMessages.invalidTime }),
};

export type BookingSlot = { service_day: string; service_hour: string };
export type SlotField = keyof BookingSlot;

/**
 * The time rules of spec §5 at `now`, as real times in Africa/Dakar: a day before today, then
 * today at an earlier time, then — when the chosen shop's hours are given — a time the shop is
 * closed. An unreadable day or time gives nothing here: its field rule already reports it.
 */
export function slotIssues(slot: BookingSlot, now: Date, openingHours?: OpeningHours): FieldMessage<SlotField>[] {
  const day = parseShopDay(slot.service_day);
  const time = parseShopTime(slot.service_hour);
  if (!day || !time) return [];
  const lateness = slotLateness(day, time, now);
  if (lateness === 'pastDay') return [{ path: 'service_day', message: bookingMessages.pastDay }];
  if (lateness === 'pastTime') return [{ path: 'service_hour', message: bookingMessages.pastTime }];
  if (openingHours && !isOpenAt(openingHours, day, time)) return [{ path: 'service_hour', message: bookingMessages.closed }];
  return [];
}

/** The day and time as stored: padded, so `2026-1-5 9:00` and `2026-01-05 09:00` are one slot. */
export function normalizeSlot(slot: BookingSlot): BookingSlot {
  const day = parseShopDay(slot.service_day);
  const time = parseShopTime(slot.service_hour);
  if (!day || !time) throw new Error('normalizeSlot needs a validated slot');
  return { service_day: formatShopDay(day), service_hour: formatShopTime(time) };
}

/** The shop day and time of an instant, as a date and a time input show them (e.g. an event's start). */
export function slotAt(instant: Date): BookingSlot {
  return {
    service_day: formatInTimeZone(instant, shopTimeZone, 'yyyy-MM-dd'),
    service_hour: formatInTimeZone(instant, shopTimeZone, 'HH:mm'),
  };
}

/** What the shopper types on an event's booking form. */
export const eventBookingFormSchema = z.object({ ...bookingPersonFields, ...bookingSlotFields });
export type EventBookingForm = z.infer<typeof eventBookingFormSchema>;

/** What the shopper types on the service page; `shop_id` is the chosen option of the shop list. */
export const serviceBookingFormSchema = z.object({
  ...bookingPersonFields,
  shop_id: requiredText(12, { valid: /^[1-9][0-9]*$/, message: fieldMessages.required }),
  ...bookingSlotFields,
});
export type ServiceBookingForm = z.infer<typeof serviceBookingFormSchema>;

const addSlotIssues = (issues: FieldMessage<SlotField>[], ctx: z.core.$RefinementCtx) => {
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
};

/** The event form with the time rules checked against the clock at each validation. */
export const eventBookingFormWithRules = (now: () => Date) =>
  eventBookingFormSchema.check(z.superRefine((values, ctx) => addSlotIssues(slotIssues(values, now()), ctx)));

/** The service form with the time rules and the opening hours of the shop chosen in it. */
export const serviceBookingFormWithRules = (now: () => Date, hoursOfShop: (shopId: string) => OpeningHours | undefined) =>
  serviceBookingFormSchema.check(
    z.superRefine((values, ctx) => addSlotIssues(slotIssues(values, now(), hoursOfShop(values.shop_id)), ctx)),
  );

const positiveId = bodyId({ error: fieldMessages.required });

/**
 * `POST /bookings` (spec §3): an event booking has no shop; a service booking names its shop by
 * id and name. `service_id` is the event's or the service's id, `service_type` its title or name.
 * `auth_id` is the signed-in user's uid, or empty for a visitor.
 */
export const bookingRequestSchema = z
  .object({
    ...bookingPersonFields,
    ...bookingSlotFields,
    service_id: positiveId,
    service_type: requiredText(serviceTypeMax),
    shop_id: z.optional(positiveId),
    shop_name: z.optional(requiredText(serviceTypeMax)),
    auth_id: z.optional(z.string().check(z.trim(), z.maxLength(authIdMax, { error: fieldMessages.tooLong }), noControlCharacters())),
  })
  .check(
    z.superRefine((request, ctx) => {
      // A shop comes with its name and a name with its shop; half of one is neither kind of booking.
      if (request.shop_id !== undefined && request.shop_name === undefined)
        ctx.addIssue({ code: 'custom', path: ['shop_name'], message: fieldMessages.required });
      if (request.shop_name !== undefined && request.shop_id === undefined)
        ctx.addIssue({ code: 'custom', path: ['shop_id'], message: fieldMessages.required });
    }),
  );
export type BookingRequest = z.infer<typeof bookingRequestSchema>;

export type BookingKind = 'event' | 'service';
export const bookingKindOf = (request: Pick<BookingRequest, 'shop_id'>): BookingKind =>
  request.shop_id === undefined ? 'event' : 'service';

/**
 * A booking the flow sends: the payload without `auth_id` (the flow adds the signed-in user's) and, on
 * the service page, the chosen shop's hours for the closed-hour rule.
 */
export interface BookingDraft {
  request: Omit<BookingRequest, 'auth_id'>;
  openingHours?: OpeningHours;
}

/** The event or service a form books: spec §3's `service_id`, and its title or name as `service_type`. */
export interface BookedService {
  id: number;
  type: string;
}

/** A shop of the service page's list, as its options offer it. */
export interface BookableShop {
  id: number;
  name: string;
  opening_hours: OpeningHours;
}

/** What a booking form hands its flow when the shopper sends it: what was typed, and what the page knows. */
export type BookingSubmission =
  | { form: 'event'; typed: EventBookingForm; service: BookedService }
  | { form: 'service'; typed: ServiceBookingForm; service: BookedService; shops: readonly BookableShop[] };

const shopOf = (shops: readonly BookableShop[], id: string) => shops.find((shop) => String(shop.id) === id);

/**
 * Every rule of spec §5 on what was typed, at `now`: the field rules, then the day and time, then the
 * chosen shop's hours. Messages come in the form's field order, the first of a field first.
 */
export function submissionIssues(submission: BookingSubmission, now: Date): FieldMessage[] {
  const parsed =
    submission.form === 'event'
      ? eventBookingFormWithRules(() => now).safeParse(submission.typed)
      : serviceBookingFormWithRules(
          () => now,
          (id) => shopOf(submission.shops, id)?.opening_hours,
        ).safeParse(submission.typed);
  if (!parsed.success) return parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  // A shop the list no longer has (it was reloaded in between) is as good as none chosen.
  if (submission.form === 'service' && !shopOf(submission.shops, submission.typed.shop_id))
    return [{ path: 'shop_id', message: fieldMessages.required }];
  return [];
}

/** The booking a submission without issues makes (submissionIssues is empty for it). */
export function draftOf(submission: BookingSubmission): BookingDraft {
  const { service } = submission;
  if (submission.form === 'event') return { request: { ...submission.typed, service_id: service.id, service_type: service.type } };
  const { shop_id, ...typed } = submission.typed;
  const shop = shopOf(submission.shops, shop_id);
  if (!shop) throw new Error('draftOf needs a submission whose shop is in the list');
  return {
    request: { ...typed, shop_id: shop.id, shop_name: shop.name, service_id: service.id, service_type: service.type },
    openingHours: shop.opening_hours,
  };
}

/** `201` answer of `POST /bookings` and `POST /messages`: the stored record's id. */
export const createdResponseSchema = z.object({ data: z.object({ id: z.number().check(z.int(), z.positive()) }) });
export type CreatedResponse = z.infer<typeof createdResponseSchema>;

/**
 * `201` answer of `POST /bookings`: the stored booking's id, and for an event the places it leaves (null: the
 * event has no limit; always null for a service), so the event's card follows the booking (issue 21).
 */
export const bookingCreatedResponseSchema = z.object({
  data: z.object({
    id: z.number().check(z.int(), z.positive()),
    seats_left: z.nullable(z.number().check(z.int(), z.nonnegative())),
  }),
});
export type BookingCreated = z.infer<typeof bookingCreatedResponseSchema>['data'];

/** A booking the shop took, as the page keeps it in view once its 3-second message is gone (issue 21). */
export interface BookingReceipt {
  id: number;
  /** The event title or service name booked. */
  service: string;
  shop: string | null;
  /** The shop day `2026-01-06` and time `10:00` booked. */
  day: string;
  hour: string;
}

/** The receipt of the booking `draft` made, stored as `created`: the day and time as the server stores them. */
export function receiptOf(draft: BookingDraft, created: Pick<BookingCreated, 'id'>): BookingReceipt {
  const { request } = draft;
  const slot = normalizeSlot(request);
  return { id: created.id, service: request.service_type, shop: request.shop_name ?? null, day: slot.service_day, hour: slot.service_hour };
}
