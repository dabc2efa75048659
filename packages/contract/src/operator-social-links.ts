import { z } from 'zod';
import { socialLinkSchema } from './content.ts';

/** OPS-120: the operator's messages of a social link's fields (the web form shows them under the field). */
export const operatorSocialLinkMessages = {
  link: 'The link must be an https:// address',
  img: 'The icon is a path of the shop, such as /img/social/x.svg',
  titleRequired: 'Title is required',
  titleTooLong: 'The title can be at most 100 characters',
  nothingToChange: 'Change the link, the icon or the title',
} as const;
const m = operatorSocialLinkMessages;

/** The longest link or icon address a social link may carry. */
export const SOCIAL_LINK_ADDRESS_MAX = 500;

/** An absolute https address with a host name and no credentials (the footer links and shows it as is). */
export function isHttpsUrl(text: string): boolean {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && url.username === '' && url.password === '';
}

/**
 * OPS-120: a picture the footer shows as is (`<img src>`): a path of the shop's own files
 * (`/img/social/discord.svg`: under /img/, a picture's extension, no `//`, no `..`). Not another host's address: the
 * page's policy (SEC-12, img-src 'self') would block it, and a picture from elsewhere tells that
 * host of every visit.
 */
export function isShopImagePath(text: string): boolean {
  return /^\/img\/[A-Za-z0-9_\-.~/]+\.(?:svg|png|webp|jpg|jpeg|gif)$/i.test(text) && !text.includes('//') && !text.includes('..');
}

const address = (message: string, valid: (text: string) => boolean) =>
  z.string({ error: message }).trim().min(1, message).max(SOCIAL_LINK_ADDRESS_MAX, message).refine(valid, message);

const fields = {
  link: address(m.link, isHttpsUrl),
  img: address(m.img, isShopImagePath),
  title: z.string({ error: m.titleRequired }).trim().min(1, m.titleRequired).max(100, m.titleTooLong),
};

/** OPS-120: a social link as the operator sees it: the footer's fields and its place in the footer's order. */
export const operatorSocialLinkSchema = socialLinkSchema.extend({ position: z.number().int() });
export type OperatorSocialLink = z.infer<typeof operatorSocialLinkSchema>;
export const operatorSocialLinksResponseSchema = z.object({ status: z.literal('OK'), payload: z.array(operatorSocialLinkSchema) });
export const operatorSocialLinkResponseSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: operatorSocialLinkSchema });
export const operatorSocialLinkDeletedSchema = z.object({ status: z.literal('OK'), message: z.string(), payload: z.object({ id: z.number().int() }) });

/** OPS-120: POST /operator/social-links { link, img, title }: a new link, last in the footer. */
export const operatorSocialLinkBodySchema = z.object(fields);
export type OperatorSocialLinkBody = z.infer<typeof operatorSocialLinkBodySchema>;

/** OPS-120: PATCH /operator/social-links/{id} { link?, img?, title? }. */
export const operatorSocialLinkChangeBodySchema = z
  .strictObject(operatorSocialLinkBodySchema.partial().shape)
  .refine((b) => b.link !== undefined || b.img !== undefined || b.title !== undefined, { message: m.nothingToChange, path: ['link'] });
export type OperatorSocialLinkChangeBody = z.infer<typeof operatorSocialLinkChangeBodySchema>;
