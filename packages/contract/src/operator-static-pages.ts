import { z } from 'zod';
import { operatorStaticPageBodySchema, operatorStaticPageSchema } from './operator-people.ts';

/**
 * OPS-132: the first path segments the shop answers itself: every route of the web's router
 * (apps/web/src/app/router.tsx, spec §2) and the server's own prefixes (the API, the item art, the
 * built assets). A static page is shown at /{slug} only when no route comes first, so a page under
 * one of these names would never be seen; the web's and the API's route tables are tested against it.
 */
export const reservedPageSlugs = [
  'auth',
  'reset-password',
  'success-payment',
  'fail-payment',
  'pending-payment',
  'processing-payment',
  'success-payout',
  'fail-payout',
  'pending-payout',
  'sale',
  'new',
  'products',
  'account',
  'email-verification',
  'email',
  'cart',
  'request-skin',
  'packs',
  'static-page',
  'support',
  'operator',
  'api',
  'img',
  'assets',
] as const;

/** The longest slug a page may have. */
export const STATIC_PAGE_SLUG_MAX = 80;

/** OPS-130, OPS-132: the operator's messages of a page's slug (the web form shows them under the field). */
export const staticPageSlugMessages = {
  required: 'Slug is required',
  length: `The slug can be at most ${STATIC_PAGE_SLUG_MAX} characters`,
  format: 'The slug may hold lowercase letters, digits and hyphens only, such as shipping-policy',
  reserved: "This slug is one of the shop's own addresses: choose another",
  flagged: "A new page cannot be the terms or the privacy page: those are the shop's own",
} as const;
const m = staticPageSlugMessages;

const reserved: ReadonlySet<string> = new Set(reservedPageSlugs);

/** OPS-130, OPS-132: a page's address /{slug}: 1 to 80 lowercase letters, digits and hyphens, not a route of the shop. */
export const staticPageSlugSchema = z
  .string({ error: m.required })
  .trim()
  .min(1, m.required)
  .max(STATIC_PAGE_SLUG_MAX, m.length)
  // '*': an empty slug is told it is required, not that it is malformed.
  // Words of letters and digits joined by single hyphens: not '-', '--' or 'a-'.
  .regex(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, m.format)
  .refine((slug) => !reserved.has(slug), m.reserved);

/**
 * OPS-130: POST /operator/static-pages: a new page. English is the page itself (title, content, as
 * PUT /operator/static-pages/{id}/en takes them); German and Polish may come with it (else the shop
 * shows English, OPS-90). A new page is never the terms or the privacy page (spec §3 flags: the
 * seeded ones, which the checkout and sign-up link and which cannot be deleted): 0, or left out.
 */
export const operatorStaticPageCreateBodySchema = z.object({
  slug: staticPageSlugSchema,
  ...operatorStaticPageBodySchema.shape,
  de: operatorStaticPageBodySchema.optional(),
  pl: operatorStaticPageBodySchema.optional(),
  is_terms: z.literal(0, { error: staticPageSlugMessages.flagged }).default(0),
  is_privacy: z.literal(0, { error: staticPageSlugMessages.flagged }).default(0),
});
export type OperatorStaticPageCreateBody = z.infer<typeof operatorStaticPageCreateBodySchema>;

export const operatorStaticPageCreatedSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorStaticPageSchema });
export const operatorStaticPageDeletedSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: z.object({ id: z.number().int() }) });
