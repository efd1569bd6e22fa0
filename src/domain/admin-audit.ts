import { z } from 'zod/mini';

/** What an audit row is about: `GET /api/admin/history/:entity/:id`. */
export const auditEntities = [
  'order',
  'product',
  'service',
  'event',
  'shop',
  'delivery_method',
  'exchange_rate',
  'booking',
  'message',
  'staff',
] as const;
export const auditEntitySchema = z.enum(auditEntities);
export type AuditEntity = z.infer<typeof auditEntitySchema>;

/** One change: who (uid and phone of the staff member), when, and the record's fields before → after. */
export const auditEntrySchema = z.object({
  id: z.number(),
  entity: auditEntitySchema,
  entity_id: z.string(),
  /** e.g. `update`, `order.ship`, `booking.cancel`, `staff.grant`, `image.add`. */
  action: z.string(),
  actor_uid: z.string(),
  actor_phone: z.nullable(z.string()),
  /** The name the staff member gave as a customer (first and last), null when they never registered one. */
  actor_name: z.nullable(z.string()),
  /** Only the fields that changed (whole record for a creation: before is null). */
  before: z.nullable(z.record(z.string(), z.unknown())),
  after: z.nullable(z.record(z.string(), z.unknown())),
  note: z.nullable(z.string()),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditListResponseSchema = z.object({ data: z.array(auditEntrySchema) });
/** `GET /api/admin/history/:entity/:id`: ids are numbers, a delivery method's code, a currency or a uid. */
export const historyParamsSchema = z.object({
  entity: auditEntitySchema,
  id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'not a record id')),
});

/**
 * 409 details when an edit carries an older `version` than the stored record: both versions, so the
 * UI can show what changed meanwhile. `current` is the stored record (admin shape), `submitted` the body.
 */
export const versionConflictDetailsSchema = z.object({
  reason: z.literal('version_conflict'),
  current: z.record(z.string(), z.unknown()),
  submitted: z.record(z.string(), z.unknown()),
});

/** Every edit carries the version it was made from. */
export const versionField = z.number().check(z.int(), z.positive());
