import { z } from 'zod/mini';

/** Roles are Firebase custom claims (`role`), see docs/decisions/back-office.md. */
export const staffRoles = ['admin', 'staff'] as const;
export const staffRoleSchema = z.enum(staffRoles);
export type StaffRole = z.infer<typeof staffRoleSchema>;

/** `GET /api/admin/me`: who the back office is talking to. 401 without a token, 403 for a shopper. */
export const adminMeSchema = z.object({
  uid: z.string(),
  /** E.164, or null for an account without a phone. */
  phone: z.nullable(z.string()),
  role: staffRoleSchema,
});
export type AdminMe = z.infer<typeof adminMeSchema>;
export const adminMeResponseSchema = z.object({ data: adminMeSchema });

export const staffMemberSchema = z.object({ uid: z.string(), phone: z.nullable(z.string()), role: staffRoleSchema });
export type StaffMember = z.infer<typeof staffMemberSchema>;
export const staffListResponseSchema = z.object({ data: z.array(staffMemberSchema) });
export const staffMemberResponseSchema = z.object({ data: staffMemberSchema });

/**
 * `POST /api/admin/staff` (admin only): grants `role` to the account of `phone` (E.164, e.g. +221771234567),
 * creating the account if nobody signed in with it yet. Granting again changes the role.
 */
export const grantStaffBodySchema = z.object({
  phone: z.string().check(z.trim(), z.regex(/^\+[1-9]\d{6,14}$/, 'must be a phone number in international form, e.g. +221771234567')),
  role: staffRoleSchema,
});
export type GrantStaffBody = z.infer<typeof grantStaffBodySchema>;

/** `DELETE /api/admin/staff/:uid`: a Firebase uid. */
export const staffUidParamsSchema = z.object({
  uid: z.string().check(z.minLength(1), z.maxLength(128), z.regex(/^[A-Za-z0-9_-]+$/, 'not a user id')),
});
