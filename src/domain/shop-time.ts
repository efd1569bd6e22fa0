/**
 * The shop's clock: every booking day and hour, and every day shown to a shopper, is a time in Dakar,
 * whatever the browser's or the server's zone. A module of its own so a page can format a day in shop
 * time without bringing date-fns along (src/domain/booking-slot.ts does the arithmetic).
 */
export const shopTimeZone = 'Africa/Dakar';
