import { errorCatalog } from '@skins/contract';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMailSender } from '../../adapters/mail/outbox.ts';
import type { MailSender } from '../../adapters/mail/port.ts';
import { emailOutbox } from '../../adapters/mail/tables.ts';
import { errorTextsDe } from '../../lib/error-texts-de.ts';
import { errorTextsPl } from '../../lib/error-texts-pl.ts';
import { insertUser, uniqueEmail } from '../../../test/auth-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { insertOffer, person, post, useOffersApp } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { languages } from '../i18n/tables.ts';
import { PROVIDER_DECLINED } from '../payouts/conflicts.ts';
import type { PayoutRow } from '../payouts/queries.ts';
import { notifyPayoutSettled } from '../payouts/settle.ts';
import { resendMail } from './resend.ts';
import { ONE_TIME_LINK_NOT_KEPT, renderMail, sendMail } from './service.ts';
import { mailLog } from './tables.ts';
import { mailTextsDe } from './templates-de.ts';
import { mailLanguages, type MailLanguage } from './templates.ts';

/** MAIL-1, MAIL-2, MAIL-3, MAIL-4, MAIL-5, MAIL-6, MAIL-7, MAIL-8: run on PGlite and on PostgreSQL (TEST_DB=postgres). */
const s = useOffersApp();
const quiet = { info() {}, warn() {}, error() {} };
const langIds = {} as Record<MailLanguage, number>;

beforeAll(async () => {
  for (const l of await s.t.db.select().from(languages)) if ((mailLanguages as readonly string[]).includes(l.code)) langIds[l.code as MailLanguage] = l.id;
});

const ctxWith = (mail: MailSender = outboxMailSender(s.t.db, quiet)) => ({ db: s.t.db, mail, log: quiet, publicUrl: 'http://localhost:3000' });
const failing: MailSender = {
  send: async () => {
    throw new Error('550 mailbox unavailable');
  },
};
const logOf = (to: string) => s.t.db.select().from(mailLog).where(eq(mailLog.to, to)).orderBy(asc(mailLog.id));
const list = (headers: Record<string, string>, query = '') => s.t.app.inject({ url: `/api/operator/mails${query}`, headers });

/** A customer in `lang` with a fresh address, and one mail to them (a top-up). */
async function mailed(lang: MailLanguage = 'en', opts: { mail?: MailSender } = {}) {
  const user = await insertUser(s.t.db, { langId: langIds[lang], email: uniqueEmail('mail-log') });
  const send = sendMail(ctxWith(opts.mail), { email: user.email!, name: user.name, langId: user.langId, userId: user.id }, 'topup_credited', { amount: '€12.50', link: 'http://localhost:3000/account/payments' });
  return { user, email: user.email!, send };
}

describe('the mail log', () => {
  it('MAIL-1: a sent mail is one row of the log: recipient, customer, kind, subject, the rendered body, language, sent', async () => {
    const { user, email, send } = await mailed('de');
    await send;
    const [row] = await logOf(email);
    const [outbox] = await s.t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(row).toMatchObject({ to: email, userId: user.id, kind: 'topup_credited', subject: outbox!.subject, text: outbox!.text, language: 'de', state: 'sent', error: null, oneTimeLink: false, resendOf: null });
    expect(row!.text).toContain('€12.50');
  });

  it('MAIL-1: a mail the port refuses is logged failed with its error, and the caller still sees the failure', async () => {
    const { email, send } = await mailed('en', { mail: failing });
    await expect(send).rejects.toThrow('550 mailbox unavailable');
    expect(await logOf(email)).toEqual([expect.objectContaining({ state: 'failed', error: '550 mailbox unavailable', kind: 'topup_credited' })]);
  });

  it('MAIL-1, MAIL-5: a one-time link mail is logged without its link (a credential), marked one-time', async () => {
    const user = await insertUser(s.t.db, { email: uniqueEmail('reset') });
    await sendMail(ctxWith(), { email: user.email!, name: user.name, langId: null, userId: user.id }, 'password_reset', { link: 'http://localhost:3000/reset-password?token=SECRET-TOKEN' });
    const [row] = await logOf(user.email!);
    expect(row).toMatchObject({ kind: 'password_reset', oneTimeLink: true, state: 'sent' });
    expect(row!.text).not.toContain('SECRET-TOKEN');
    expect(row!.text).toContain(ONE_TIME_LINK_NOT_KEPT);
    const [outbox] = await s.t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email!));
    expect(outbox!.text).toContain('SECRET-TOKEN');
  });

  it('MAIL-2: the operator lists the log newest first, by recipient or subject, kind, state, days and customer; customers are refused', async () => {
    const op = await person(s.t.db, 'operator');
    const a = await mailed('en');
    await a.send;
    const b = await mailed('en', { mail: failing });
    await b.send.catch(() => {});
    const byEmail = json(await list(op.headers, `?q=${encodeURIComponent(a.email)}`));
    expect(byEmail.payload).toEqual([expect.objectContaining({ to: a.email, user_id: a.user.id, kind: 'topup_credited', state: 'sent', language: 'en', created_at: expect.any(Number) })]);
    expect(byEmail.payload[0]).not.toHaveProperty('text');
    expect(byEmail.meta).toEqual({ total: 1, pages: 1 });
    expect(json(await list(op.headers, `?q=${encodeURIComponent(b.email)}&state=failed`)).payload).toEqual([expect.objectContaining({ to: b.email, state: 'failed', error: '550 mailbox unavailable' })]);
    expect(json(await list(op.headers, `?q=${encodeURIComponent(b.email)}&state=sent`)).payload).toEqual([]);
    expect(json(await list(op.headers, `?user_id=${a.user.id}&kind=topup_credited`)).payload.map((m: { to: string }) => m.to)).toEqual([a.email]);
    expect(json(await list(op.headers, `?user_id=${a.user.id}&kind=order_paid`)).payload).toEqual([]);
    // By subject: every top-up mail in English has this subject.
    expect(json(await list(op.headers, '?q=balance%20was%20topped')).payload.length).toBeGreaterThanOrEqual(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(json(await list(op.headers, `?user_id=${a.user.id}&from=${today}&to=${today}`)).payload).toHaveLength(1);
    expect(json(await list(op.headers, `?user_id=${a.user.id}&to=2020-01-01`)).payload).toHaveLength(0);
    expect(json(await list(op.headers, `?user_id=${a.user.id}&from=2999-01-01`)).payload).toHaveLength(0);
    const newest = json(await list(op.headers)).payload;
    expect(newest[0].id).toBeGreaterThan(newest.at(-1).id);
    const bad = await list(op.headers, '?from=2026-02-30');
    expect(bad.statusCode).toBe(422);
    expect(JSON.stringify(json(bad))).toContain('this date does not exist');
    expect((await list(op.headers, '?from=2026-03-02&to=2026-03-01')).statusCode).toBe(422);
    expect((await list(op.headers, '?user_id=abc')).statusCode).toBe(422);
    const customer = await person(s.t.db);
    expect((await list(customer.headers)).statusCode).toBe(403);
  });

  it('MAIL-3: one mail shows its subject, recipient, state and body; an unknown one is OPS_MAIL_NOT_FOUND', async () => {
    const op = await person(s.t.db, 'operator');
    const { email, send } = await mailed('pl');
    await send;
    const [row] = await logOf(email);
    const res = await s.t.app.inject({ url: `/api/operator/mails/${row!.id}`, headers: op.headers });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload).toMatchObject({ id: row!.id, to: email, subject: row!.subject, text: row!.text, html: null, state: 'sent', language: 'pl', one_time_link: false });
    const missing = await s.t.app.inject({ url: '/api/operator/mails/99999999', headers: op.headers });
    expect(missing.statusCode).toBe(404);
    expect(json(missing).code).toBe('OPS_MAIL_NOT_FOUND');
    expect((await s.t.app.inject({ url: '/api/operator/mails/abc', headers: op.headers })).statusCode).toBe(422);
  });

  it('MAIL-4: resending sends the same content again, logs a new row naming the one it resends, and is audited', async () => {
    const op = await person(s.t.db, 'operator');
    const { email, send } = await mailed('de');
    await send;
    const [first] = await logOf(email);
    const res = await post(s.t.app, `/api/operator/mails/${first!.id}/resend`, op.headers);
    expect(res.statusCode).toBe(200);
    const resent = json(res).payload;
    expect(resent).toMatchObject({ to: email, subject: first!.subject, text: first!.text, state: 'sent', resend_of: first!.id, language: 'de' });
    expect(resent.id).not.toBe(first!.id);
    const outbox = await s.t.db.select().from(emailOutbox).where(eq(emailOutbox.to, email));
    expect(outbox.map((m) => m.text)).toEqual([first!.text, first!.text]);
    expect(await logOf(email)).toHaveLength(2);
    const [step] = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'mail.resend'), eq(auditLog.targetId, String(first!.id))));
    expect(step).toMatchObject({ actorId: op.id, targetType: 'mail', after: { resend_id: resent.id, to: email, state: 'sent' } });
    expect((await post(s.t.app, '/api/operator/mails/99999999/resend', op.headers)).statusCode).toBe(404);
    const customer = await person(s.t.db);
    expect((await post(s.t.app, `/api/operator/mails/${first!.id}/resend`, customer.headers)).statusCode).toBe(403);
  });

  it('MAIL-4: a resend the port refuses is logged failed and audited, and answered OPS_MAIL_SEND_FAILED', async () => {
    const op = await person(s.t.db, 'operator');
    const { email, send } = await mailed('en');
    await send;
    const [first] = await logOf(email);
    const refused = await resendMail(ctxWith(failing), first!.id, op.id).catch((e: unknown) => e);
    expect(refused).toMatchObject({ code: 'OPS_MAIL_SEND_FAILED', status: 502 });
    expect(String((refused as Error).message)).toContain('550 mailbox unavailable');
    const rows = await logOf(email);
    expect(rows.at(-1)).toMatchObject({ state: 'failed', error: '550 mailbox unavailable', resendOf: first!.id });
    const [step] = await s.t.db.select().from(auditLog).where(and(eq(auditLog.action, 'mail.resend'), eq(auditLog.targetId, String(first!.id))));
    expect(step).toMatchObject({ actorId: op.id, after: { resend_id: rows.at(-1)!.id, state: 'failed' } });
  });

  it('MAIL-5: a mail with a one-time link is never resent: 409 MAIL_ONE_TIME_LINK telling to ask for a new link, nothing sent or logged', async () => {
    const op = await person(s.t.db, 'operator');
    for (const kind of ['password_reset', 'email_verification', 'email_change'] as const) {
      const user = await insertUser(s.t.db, { email: uniqueEmail(kind) });
      await sendMail(ctxWith(), { email: user.email!, name: user.name, langId: null, userId: user.id }, kind, { link: 'http://localhost:3000/x/TOKEN' });
      const [row] = await logOf(user.email!);
      const detail = json(await s.t.app.inject({ url: `/api/operator/mails/${row!.id}`, headers: op.headers })).payload;
      expect(detail.one_time_link).toBe(true);
      const res = await post(s.t.app, `/api/operator/mails/${row!.id}/resend`, op.headers);
      expect(res.statusCode).toBe(409);
      expect(json(res).code).toBe('MAIL_ONE_TIME_LINK');
      expect(json(res).message).toContain('ask the customer to request a new link');
      expect(await logOf(user.email!)).toHaveLength(1);
      expect(await s.t.db.select().from(emailOutbox).where(eq(emailOutbox.to, user.email!))).toHaveLength(1);
    }
    expect(errorCatalog.MAIL_ONE_TIME_LINK.status).toBe(409);
    expect(errorTextsDe.MAIL_ONE_TIME_LINK).toContain('neuen Link');
    expect(errorTextsPl.MAIL_ONE_TIME_LINK).toContain('nowy link');
  });
});

describe('the payout mails (issue 47)', () => {
  it('MAIL-6: "Payout sent" and "Payout failed" have distinct subjects, each with the amount, in en, de and pl', () => {
    const subjects = (lang: MailLanguage) => ['payout_sent', 'payout_failed'].map((k) => renderMail(lang, k as 'payout_sent', { amount: '€24.99', offerId: 7 }).subject);
    expect(subjects('en')).toEqual(['Payout sent: €24.99', 'Payout failed: €24.99']);
    expect(subjects('de')).toEqual(['Auszahlung gesendet: €24.99', 'Auszahlung fehlgeschlagen: €24.99']);
    expect(subjects('pl')).toEqual(['Wypłata wysłana: €24.99', 'Wypłata nieudana: €24.99']);
  });

  it.each(['de', 'pl'] as const)('MAIL-7: the payout provider\'s reason reaches a %s seller translated; an operator\'s own reason as written', async (lang) => {
    const seller = await insertUser(s.t.db, { langId: langIds[lang], email: uniqueEmail(`payout-${lang}`) });
    const offer = await insertOffer(s.t.db, seller.id, 'ready_for_payout');
    const payout = (id: number, message: string) => ({ id, offerId: offer.id, userId: seller.id, status: 'failed', amountMinor: 24_99, currency: 'EUR', message }) as PayoutRow;
    await notifyPayoutSettled(ctxWith(), payout(900_000_000 + offer.id, PROVIDER_DECLINED));
    await notifyPayoutSettled(ctxWith(), payout(900_500_000 + offer.id, 'IBAN closed'));
    const [declined, own] = await s.t.db.select().from(emailOutbox).where(eq(emailOutbox.to, seller.email!)).orderBy(asc(emailOutbox.id));
    const reason = { de: 'Grund: Der Zahlungsanbieter hat die Auszahlung abgelehnt.', pl: 'Powód: Operator płatności odrzucił wypłatę.' }[lang];
    expect(declined!.subject).toBe({ de: 'Auszahlung fehlgeschlagen: €24.99', pl: 'Wypłata nieudana: €24.99' }[lang]);
    expect(declined!.text).toContain(reason);
    expect(declined!.text).not.toContain(PROVIDER_DECLINED);
    expect(own!.text).toContain('IBAN closed');
  });

  it('MAIL-8: every German mail says "du", never "Sie" (subjects, lines, greeting, signature, reasons, the mail log\'s error texts)', () => {
    const formal = /\b(Sie|Ihnen|Ihr|Ihre|Ihrem|Ihren|Ihrer|Ihres)\b/;
    const texts = [
      mailTextsDe.hello,
      mailTextsDe.helloNamed,
      mailTextsDe.signature,
      ...Object.values(mailTextsDe.payoutReasons),
      ...Object.values(mailTextsDe.mails).flatMap((m) => [m.subject, ...m.lines]),
      errorTextsDe.MAIL_ONE_TIME_LINK,
      errorTextsDe.OPS_MAIL_SEND_FAILED,
      errorTextsDe.OPS_MAIL_NOT_FOUND,
    ];
    for (const text of texts) expect(text, text).not.toMatch(formal);
    // The informal forms are there: the check is not passing on empty texts.
    expect(Object.values(mailTextsDe.mails).filter((m) => /\b(du|dein|deine|deinem|deinen|deiner|dir|dich)\b/i.test([m.subject, ...m.lines].join(' '))).length).toBeGreaterThan(20);
  });
});
