import { z } from 'zod';
import { flagSchema } from './common.ts';

/** Spec §3 Payment method. */
export const paymentMethodSchema = z.object({ code: z.string(), title: z.string(), image: z.string() });
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;

/** Spec §3 Settings. min_top_up (and max_top_up) are already multiplied by the requested currency's value. */
export const settingsSchema = z.object({
  requisites: z.string(),
  support_email: z.string(),
  copyright: z.string(),
  is_reg_enabled: z.boolean(),
  min_top_up: z.number(),
  /** PAY-28 (additive): the most one top-up may be, multiplied by the requested currency's value like min_top_up. */
  max_top_up: z.number(),
  minTopUpAmount: z.number(),
  vat_percent: z.number(),
  payment_methods: z.array(paymentMethodSchema),
  google_tag: z.string().nullable(),
  offer_enabled: z.boolean(),
  internal_currency: z.object({ name: z.string(), image: z.string(), exchange_rate_eur: z.number() }),
  /** PROMPT-1: the fee of a skin request, in euro (issue 7). */
  prompt_fee: z.number().positive(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** Spec §3 Country: iso is compared lowercase. */
export const countrySchema = z.object({ id: z.number().int(), title: z.string(), iso: z.string(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

/** Spec §3 Static page; content is HTML. */
export const staticPageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  is_terms: flagSchema,
  is_privacy: flagSchema,
});
export type StaticPage = z.infer<typeof staticPageSchema>;

/** Spec §3 Social link. */
export const socialLinkSchema = z.object({ id: z.number().int(), link: z.string(), img: z.string(), title: z.string() });
export type SocialLink = z.infer<typeof socialLinkSchema>;

/** GET /categories's message (§7: "status, payload tree, message"). */
export const categoriesLoaded = 'Categories loaded';

/** Spec §3 Category: nested subcategories. */
export type Category = { id: number; name: string; url: string; subcategories: Category[] };
export const categorySchema: z.ZodType<Category> = z.lazy(() =>
  z.object({ id: z.number().int(), name: z.string(), url: z.string(), subcategories: z.array(categorySchema) }),
);
