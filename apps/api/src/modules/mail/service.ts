import type { MailKind, MailMessage } from '../../adapters/mail/index.ts';
import type { Tx } from '../../db/client.ts';
import type { Ctx } from '../../lib/ctx.ts';
import { findUserById, type MailRecipient, operatorRecipients } from '../account/index.ts';
import { listLanguages } from '../i18n/index.ts';
import { logMail } from './log.ts';
import { mailTextsDe } from './templates-de.ts';
import { mailTextsPl } from './templates-pl.ts';
import { mailLanguages, mailTextsEn, SHOP_NAME, type MailLanguage, type MailTexts } from './templates.ts';
import { mailEvents } from './tables.ts';

/** What sending a mail needs: the database (recipients, languages, events), the mail port, the log and the base of links. */
export type MailCtx = Pick<Ctx, 'db' | 'mail' | 'log' | 'publicUrl'>;

/** The user a mail goes to, as notifyUser needs them (no address: no mail). */
export type MailRecipientOf = { email: string | null; name: string; langId: number | null };

/** The values of a template's `{param}`s; a missing or empty one leaves its line out. */
export type MailParams = Record<string, string | number | null | undefined>;

const textsOf: Record<MailLanguage, MailTexts> = { en: mailTextsEn, de: mailTextsDe, pl: mailTextsPl };

const PARAM = /\{(\w+)\}/g;

function fill(template: string, params: MailParams): string {
  return template.replace(PARAM, (_, key: string) => String(params[key] ?? ''));
}

/** A line is kept when it names no param, or when one of its params has a value (an optional reason). */
function keeps(line: string, params: MailParams): boolean {
  const names = [...line.matchAll(PARAM)].map((m) => m[1]!);
  return names.length === 0 || names.some((n) => params[n] !== undefined && params[n] !== null && params[n] !== '');
}

/** OPS-101: a mail's subject and text in one language: greeting, the template's lines, the shop's signature. */
export function renderMail(language: MailLanguage, kind: MailKind, params: MailParams, name = ''): { subject: string; text: string } {
  const texts = textsOf[language];
  const template = texts.mails[kind];
  const values = { shop: SHOP_NAME, ...translatedRole(texts, translatedReason(texts, params)) };
  const body = template.lines.filter((l) => keeps(l, values)).map((l) => fill(l, values));
  const lines = template.plain ? body : [fill(name ? texts.helloNamed : texts.hello, { name }), '', ...body, '', fill(texts.signature, values)];
  return { subject: fill(template.subject, values), text: lines.join('\n') };
}

/** OPS-101: the mail language of a stored lang_id: its code when the shop has texts in it, else English (also for null). */
export async function mailLanguageOf(ctx: Pick<Ctx, 'db'>, langId: number | null): Promise<MailLanguage> {
  if (langId === null) return 'en';
  const code = (await listLanguages(ctx.db)).find((l) => l.id === langId)?.code;
  return mailLanguages.find((l) => l === code) ?? 'en';
}

/**
 * OPS-101: renders a mail in the recipient's language and hands it to the mail port. Throws when
 * it cannot be sent: the callers that must tell the user (a sign-up's verification link) see it.
 */
export async function sendMail(ctx: MailCtx, to: MailTo, kind: MailKind, params: MailParams, replyTo?: string): Promise<void> {
  const language = await mailLanguageOf(ctx, to.langId);
  const { subject, text } = renderMail(language, kind, params, to.name);
  const oneTimeLink = carriesOneTimeLink(kind, params);
  // SEC-6: a one-time link is a credential: the log keeps the mail without it (MAIL-1, MAIL-5).
  const logged = oneTimeLink ? renderMail(language, kind, { ...params, link: ONE_TIME_LINK_NOT_KEPT }, to.name).text : text;
  await deliver(ctx, { to: to.email, kind, subject, text, replyTo }, { userId: to.userId ?? null, language, oneTimeLink, text: logged });
}

/** Whom sendMail mails: the recipient, and their user id when the mail goes to an account (the mail log's customer). */
export type MailTo = MailRecipient & { userId?: number | null };

/**
 * MAIL-5: the mails that carry a one-time link (a token: password reset, email verification, email
 * change, STAFF-4's staff invitation, GDPR-4's download of one's data). They are never resent: the link may have been used or
 * replaced; the customer asks anew (the owner invites anew).
 */
export const oneTimeLinkKinds: ReadonlySet<MailKind> = new Set<MailKind>(['email_verification', 'password_reset', 'email_change', 'staff_invite', 'personal_data_ready']);

/** MAIL-5: a one-time link's kind, or any mail whose params hand over a token or a code. */
export function carriesOneTimeLink(kind: MailKind, params: MailParams): boolean {
  return oneTimeLinkKinds.has(kind) || ['token', 'code'].some((k) => params[k] !== undefined && params[k] !== null);
}

/** MAIL-1: what the mail log shows in place of a one-time link. */
export const ONE_TIME_LINK_NOT_KEPT = '[one-time link: not kept in the mail log]';

/**
 * MAIL-1: the one place a mail leaves the shop: hands it to the mail port and logs it, sent or
 * failed with the port's error (then rethrown: the caller decides what a failure means). Answers
 * the log row's id (null when the log could not be written: the mail still counts as sent).
 */
export async function deliver(
  ctx: MailCtx,
  msg: MailMessage,
  meta: { userId: number | null; language: string; oneTimeLink: boolean; text?: string; resendOf?: number; also?: (tx: Tx, logId: number, state: 'sent' | 'failed') => Promise<void> },
): Promise<number | null> {
  const row = { to: msg.to, userId: meta.userId, kind: msg.kind, subject: msg.subject, text: meta.text ?? msg.text, html: msg.html ?? null, replyTo: msg.replyTo ?? null, language: meta.language, oneTimeLink: meta.oneTimeLink, resendOf: meta.resendOf ?? null };
  try {
    await ctx.mail.send(msg);
  } catch (err) {
    await logMail(ctx, { ...row, state: 'failed', error: errorText(err) }, meta.also);
    throw err;
  }
  return logMail(ctx, { ...row, state: 'sent', error: null }, meta.also);
}

/** MAIL-1: the port's error as the log keeps it: its message, at most 1000 characters. */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message : String(err);
  return (text || 'unknown error').slice(0, 1000);
}

/**
 * MAIL-7: the payout provider's reason, in the mail's language: a reason the shop knows (its
 * code, `reasonCode`) is written in the recipient's language; any other text (an operator's note)
 * as it was given.
 */
function translatedReason(texts: MailTexts, params: MailParams): MailParams {
  const code = params.reasonCode;
  if (typeof code !== 'string' || !(code in texts.payoutReasons)) return params;
  return { ...params, message: texts.payoutReasons[code as keyof MailTexts['payoutReasons']] };
}

/** STAFF-4: the invited staff role (its code, `staffRole`) named in the mail's language as `role`. */
function translatedRole(texts: MailTexts, params: MailParams): MailParams {
  const code = params.staffRole;
  if (typeof code !== 'string' || !(code in texts.staffRoles)) return params;
  return { ...params, role: texts.staffRoles[code as keyof MailTexts['staffRoles']] };
}

/**
 * OPS-111: claims events in one statement; answers the keys claimed now (the first claim of each),
 * not those claimed before (a replay, a race, another process's sweep).
 */
async function claimEvents(ctx: MailCtx, events: readonly { eventKey: string; kind: MailKind; userId: number | null }[]): Promise<Set<string>> {
  if (events.length === 0) return new Set();
  const claimed = await ctx.db.insert(mailEvents).values([...events]).onConflictDoNothing().returning({ key: mailEvents.eventKey });
  return new Set(claimed.map((c) => c.key));
}

/** A mail to a user about an event (notifyUsers); `to` is the user as the caller read them (no address: no mail). */
export interface UserMail {
  userId: number;
  to: MailRecipientOf | null;
  kind: MailKind;
  params: MailParams & { link?: string };
  event: string;
}

/**
 * OPS-101, OPS-111: tells a user about an event, in their language, once: called after the
 * transaction that made the event committed, it claims the event's key first, so a replayed
 * webhook or a second racer sends nothing. Best effort: the change stands, a failure is logged.
 * `link` is a path of the shop (e.g. '/account/offers'), mailed as a full address.
 */
export async function notifyUser(ctx: MailCtx, userId: number, kind: MailKind, params: MailParams & { link?: string }, event: string, known?: MailRecipientOf): Promise<void> {
  try {
    // Issue 20: a caller that has the user at hand (the signed-in buyer) saves the read.
    const to = known ?? (await findUserById(ctx.db, userId));
    await notifyUsers(ctx, [{ userId, to, kind, params, event }]);
  } catch (err) {
    ctx.log.warn({ err, userId, kind }, 'mail to a customer not sent');
  }
}

/**
 * notifyUser for many mails at once (a sweep's paid mails): their events are claimed in one
 * statement (issue 20: not one per mail), then each claimed one is sent; a failed send is logged
 * and the others still go.
 */
export async function notifyUsers(ctx: MailCtx, mails: readonly UserMail[]): Promise<void> {
  try {
    const addressed = mails.flatMap((m) => (m.to?.email ? [{ ...m, to: { email: m.to.email, name: m.to.name, langId: m.to.langId, userId: m.userId } }] : []));
    const claimed = await claimEvents(
      ctx,
      addressed.map((m) => ({ eventKey: m.event, kind: m.kind, userId: m.userId })),
    );
    for (const m of addressed) {
      if (!claimed.has(m.event)) continue;
      await sendMail(ctx, m.to, m.kind, withLink(ctx, m.params)).catch((err: unknown) => ctx.log.warn({ err, userId: m.userId, kind: m.kind }, 'mail to a customer not sent'));
    }
  } catch (err) {
    ctx.log.warn({ err, mails: mails.length }, 'mails to customers not sent');
  }
}

/**
 * OPS-103: alerts the shop about an event, once: to OPERATOR_ALERT_EMAIL when set (in the default
 * language), else to every operator in their own language. Best effort like notifyUser.
 */
export async function alertShop(ctx: MailCtx, kind: MailKind, params: MailParams & { link?: string }, event: string): Promise<void> {
  try {
    if (!(await claimEvents(ctx, [{ eventKey: event, kind, userId: null }])).has(event)) return;
    const alertTo = ctx.mail.operatorAlertTo;
    const recipients = alertTo ? [{ email: alertTo, name: '', langId: null }] : await operatorRecipients(ctx.db);
    const sent = await Promise.allSettled(recipients.map((r) => sendMail(ctx, r, kind, withLink(ctx, params))));
    for (const r of sent) if (r.status === 'rejected') ctx.log.warn({ err: r.reason, kind }, 'shop alert not sent');
  } catch (err) {
    ctx.log.warn({ err, kind }, 'shop alert not sent');
  }
}

function withLink(ctx: MailCtx, params: MailParams & { link?: string }): MailParams {
  return params.link === undefined ? params : { ...params, link: `${ctx.publicUrl}${params.link}` };
}
