import { z } from 'zod';
import { okMessageEnvelope, reauthShape } from './auth.ts';

/**
 * GDPR-1: the states of a request for one's data: waiting for the sweep (pending, building), its
 * link mailed (ready), used once (downloaded) or out of time (expired).
 */
export const personalDataExportStateValues = ['pending', 'building', 'ready', 'downloaded', 'expired'] as const;
export type PersonalDataExportState = (typeof personalDataExportStateValues)[number];

/** GDPR-4: how long a mailed download link works (once). */
export const PERSONAL_DATA_LINK_HOURS = 48;

/** GDPR-1: the person's latest request for their data (null: none yet); times are unix seconds. */
export const personalDataExportSchema = z.object({
  state: z.enum(personalDataExportStateValues),
  requested_at: z.number().int(),
  expires_at: z.number().int().nullable(),
});
export type PersonalDataExport = z.infer<typeof personalDataExportSchema>;
export const personalDataExportResponseSchema = z.object({ status: z.literal('OK'), payload: personalDataExportSchema.nullable() });
export const personalDataRequestResponseSchema = okMessageEnvelope(personalDataExportSchema);

/** GDPR-4: GET /user/personal-data/download?token= : the mailed link's one-time token. */
export const personalDataDownloadQuerySchema = z.object({ token: z.string().trim().min(1).max(200) });

/** GDPR-5: POST /user/delete-account: SEC-18's proof (the current password, or a code with two-factor sign-in on). */
export const accountDeleteBodySchema = z.object(reauthShape);
export type AccountDeleteBody = z.output<typeof accountDeleteBodySchema>;

/** GDPR-1, GDPR-5: the API's success messages (the web shows its own texts in the shop's languages). */
export const privacyMessages = {
  exportRequested: 'We are preparing your data. We will email you a link to download it.',
  accountDeleted: 'Your account has been deleted.',
  customerErased: "The customer's personal data were erased.",
} as const;
