import { z } from 'zod';

/**
 * STAFF-1: the back office's roles. owner: everything (and the staff list); support: customers,
 * support messages, orders read-only, mails read-only; finance: payouts, refunds, balance changes,
 * reports. Every staff account is a user with role 'operator' and one staff role.
 */
export const staffRoleValues = ['owner', 'support', 'finance'] as const;
export type StaffRole = (typeof staffRoleValues)[number];

export const staffMessages = {
  roleInvalid: 'Choose owner, support or finance',
  emailInvalid: 'Enter a valid email address',
  inviteSent: 'The invitation was mailed.',
  inviteNotMailed: 'The invitation was saved, but the mail could not be sent: invite again to send a new link.',
  inviteCancelled: 'The invitation was cancelled.',
  roleChanged: 'The staff role was changed.',
  removed: 'The staff member was removed: the account is a customer again.',
  joined: 'Welcome to the team. Sign in and set up two-factor sign-in to open the back office.',
} as const;

/** STAFF-3: GET /operator/staff: the staff accounts and the invites not yet accepted (owners only). */
export const staffMemberSchema = z.object({
  id: z.number().int(),
  email: z.string().nullable(),
  name: z.string(),
  staff_role: z.enum(staffRoleValues),
  two_factor_enabled: z.boolean(),
  created_at: z.number().int(),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const staffInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  staff_role: z.enum(staffRoleValues),
  invited_by: z.string().nullable(),
  created_at: z.number().int(),
  expires_at: z.number().int(),
});
export type StaffInvite = z.infer<typeof staffInviteSchema>;

export const operatorStaffResponseSchema = z.object({
  status: z.literal('OK'),
  payload: z.object({ staff: z.array(staffMemberSchema), invites: z.array(staffInviteSchema) }),
});

/** STAFF-4: POST /operator/staff/invites {email, staff_role}: mails a one-time link to /operator/invite/{token}, valid 7 days. */
export const staffInviteBodySchema = z.object({
  email: z.string({ error: staffMessages.emailInvalid }).trim().toLowerCase().max(254, staffMessages.emailInvalid).email(staffMessages.emailInvalid),
  staff_role: z.enum(staffRoleValues, { error: staffMessages.roleInvalid }),
});
export type StaffInviteBody = z.infer<typeof staffInviteBodySchema>;
export const staffInviteResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: staffInviteSchema });

/** STAFF-5: PATCH /operator/staff/{id} {staff_role}: another role; the last owner keeps theirs (409 STAFF_LAST_OWNER). */
export const staffRoleBodySchema = z.object({ staff_role: z.enum(staffRoleValues, { error: staffMessages.roleInvalid }) });
export type StaffRoleBody = z.infer<typeof staffRoleBodySchema>;

export const staffMemberResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: staffMemberSchema });

/** STAFF-6: GET /staff/invites/{token} (no session): what the invite page shows before it is accepted. */
export const staffInvitePreviewResponseSchema = z.object({
  status: z.literal('OK'),
  payload: z.object({ email: z.string(), staff_role: z.enum(staffRoleValues), expires_at: z.number().int(), account_exists: z.boolean() }),
});

/**
 * STAFF-7: POST /staff/invites/{token}/accept {name, password, password_confirmation}: makes the
 * staff account (or, for an email that has an account, needs that account's password in
 * `password` and makes it staff); the link then works no more. The person signs in and sets up
 * two-factor sign-in (SEC-24) before any back-office page opens.
 */
export const staffInviteAcceptBodySchema = z.object({
  name: z.string().trim().max(100).optional(),
  password: z.string().max(200),
  password_confirmation: z.string().max(200).optional(),
});
export type StaffInviteAcceptBody = z.infer<typeof staffInviteAcceptBodySchema>;
