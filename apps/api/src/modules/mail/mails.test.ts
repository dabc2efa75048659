import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { outboxMailSender } from '../../adapters/mail/outbox.ts';
import { emailOutbox } from '../../adapters/mail/tables.ts';
import { DEV_PAYOUT_WEBHOOK_SECRET } from '../../config.ts';
import { createSandboxDelivery } from '../../adapters/trade-delivery/sandbox.ts';
import { appWithEnv, asBearer, AUTH_TEST_ENV, insertUser, PASSWORD, sessionFor, uniqueEmail } from '../../../test/auth-helpers.ts';
import { anyCountryId, checkoutPayload, depositPayload, itemInCarts, postSignedEvent, purchaseRequest, refOf, sendWebhook } from '../../../test/checkout-helpers.ts';
import { insertItem, insertItems } from '../../../test/factories.ts';
import { json, statementsSent } from '../../../test/helpers.ts';
import { bankDetails, CARD, cardDetails, contact, IBAN, insertOffer, offerState, post, sellOrder, useOffersApp } from '../../../test/offer-helpers.ts';
import { balanceLedger, users } from '../account/tables.ts';
import { runCheckoutSweep } from '../checkout/jobs.ts';
import { mailPaidOrders } from '../checkout/order-mails.ts';
import { languages } from '../i18n/tables.ts';
import { packItems, packs } from '../packs/tables.ts';
import type { MailKind } from './index.ts';
import { mailEvents } from './tables.ts';
import { mailTextsDe } from './templates-de.ts';
import { mailTextsPl } from './templates-pl.ts';
import { mailLanguages, mailTextsEn, type MailLanguage, type MailTexts } from './templates.ts';
import { renderMail } from './service.ts';

const s = useOffersApp({ JOBS_INTERVAL_MS: '0', ...AUTH_TEST_ENV });
const quiet = { info() {}, warn() {}, error() {} };
const texts: Record<MailLanguage, MailTexts> = { en: mailTextsEn, de: mailTextsDe, pl: mailTextsPl };
const langIds = {} as Record<MailLanguage, number>;
let country: number;

beforeAll(async () => {
  for (const l of await s.t.db.select().from(languages)) if ((mailLanguages as readonly string[]).includes(l.code)) langIds[l.code as MailLanguage] = l.id;
  country = await anyCountryId(s.t.db);
});

/** A verified customer (or operator) whose stored language is `lang`, with a balance in minor credits and a bearer session. */
async function userIn(lang: MailLanguage, opts: { role?: 'customer' | 'operator'; balanceMinor?: number } = {}) {
  const user = await insertUser(s.t.db, { role: opts.role ?? 'customer', langId: langIds[lang], balanceMinor: opts.balanceMinor ?? 0 });
  if (opts.balanceMinor) await s.t.db.insert(balanceLedger).values({ userId: user.id, deltaMinor: opts.balanceMinor, balanceAfterMinor: opts.balanceMinor, reason: 'adjustment', refType: 'test', refId: `mail-${user.id}` });
  return { id: user.id, email: user.email!, headers: asBearer(await sessionFor(s.t.db, user.id)) };
}

async function mailsOf(to: string, kind: MailKind) {
  return s.t.db.select().from(emailOutbox).where(and(eq(emailOutbox.to, to), eq(emailOutbox.kind, kind))).orderBy(asc(emailOutbox.id));
}

/** A template text as a pattern: its params match any text. */
const pattern = (template: string) => new RegExp(`^${template.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\\\{\w+\\\}/g, '.+')}$`);

/**
 * The one mail of this kind to that address: in the language's subject, with the language's
 * greeting, the template's first line and the shop's signature.
 */
async function expectMail(to: string, kind: MailKind, lang: MailLanguage) {
  const sent = await mailsOf(to, kind);
  expect(sent, `${kind} mails to ${to}`).toHaveLength(1);
  const mail = sent[0]!;
  const template = texts[lang].mails[kind];
  expect(mail.subject).toMatch(pattern(template.subject));
  const lines = mail.text.split('\n');
  expect(lines).toContainEqual(expect.stringMatching(pattern(template.lines[0]!)));
  if (!template.plain) {
    expect(lines[0]).toMatch(pattern(texts[lang].helloNamed));
    expect(lines.at(-1)).toBe(texts[lang].signature.replace('{shop}', 'Skins Market'));
  }
  return mail;
}

describe('mail templates', () => {
  it('OPS-101: every language has every mail with the same params as English; subjects differ from English', () => {
    const params = (t: string) => [...t.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    for (const lang of mailLanguages) {
      for (const [kind, en] of Object.entries(mailTextsEn.mails) as [MailKind, (typeof mailTextsEn.mails)[MailKind]][]) {
        const other = texts[lang].mails[kind];
        expect(params(other.subject), `${lang} ${kind}`).toEqual(params(en.subject));
        expect(params(other.lines.join(' ')), `${lang} ${kind}`).toEqual(params(en.lines.join(' ')));
        if (lang !== 'en' && !en.plain) expect(other.subject, `${lang} ${kind}`).not.toBe(en.subject);
      }
    }
  });

  it('OPS-101: a mail names the shop and its link; a line whose param is empty is left out', () => {
    const mail = renderMail('de', 'offer_rejected', { title: 'AK-47', reason: '', link: 'https://shop.example/account/offers' }, 'Ann');
    expect(mail.subject).toBe('Dein Angebot für AK-47 wurde nicht angenommen');
    expect(mail.text).toBe(['Hallo Ann,', '', 'Der Shop hat dein Angebot nicht angenommen.', 'https://shop.example/account/offers', '', 'Dein Skins Market-Team'].join('\n'));
    expect(renderMail('pl', 'offer_rejected', { title: 'AK-47', reason: 'Fake' }).text).toContain('Dzień dobry,\n\nSklep nie przyjął Twojej oferty.\nPowód: Fake');
  });
});

describe('the customer\'s language', () => {
  const langOf = async (id: number) => (await s.t.db.select({ l: users.langId }).from(users).where(eq(users.id, id)))[0]!.l;

  it('OPS-100: a signed-in request that names lang_id stores it with the user; one without lang_id leaves it; sign-up and sign-in store it', async () => {
    const u = await userIn('en');
    await s.t.app.inject({ url: `/api/user/profile?lang_id=${langIds.de}`, headers: u.headers });
    expect(await langOf(u.id)).toBe(langIds.de);
    await s.t.app.inject({ url: '/api/user/profile', headers: u.headers });
    expect(await langOf(u.id)).toBe(langIds.de);
    await post(s.t.app, '/api/prompts', u.headers, { title: 'AWP | Asiimov', quality: 'field_tested', max_price: 5, lang_id: langIds.pl });
    expect(await langOf(u.id)).toBe(langIds.pl);
    // An unknown id resolves to the default language (spec §4), which is then the user's.
    await s.t.app.inject({ url: '/api/user/profile?lang_id=999999', headers: u.headers });
    expect(await langOf(u.id)).toBe(langIds.en);

    const email = uniqueEmail('lang');
    const reg = await s.t.app.inject({ method: 'POST', url: '/api/register', payload: { name: 'Lena', surname: 'Lang', email, phone: '+4915123456789', password: 'Secret1234', passConfirm: 'Secret1234', lang_id: langIds.pl } });
    expect(reg.statusCode).toBe(200);
    const [row] = await s.t.db.select().from(users).where(eq(users.email, email));
    expect(row!.langId).toBe(langIds.pl);
    await s.t.app.inject({ method: 'POST', url: '/api/login', payload: { username: email, password: 'Secret1234', lang_id: langIds.de } });
    expect(await langOf(row!.id)).toBe(langIds.de);
  });
});

describe.each(mailLanguages)('every mail in %s', (lang) => {
  it(`OPS-102: the verification, password reset and email change mails are in the user's language (${lang})`, async () => {
    const email = uniqueEmail('verify');
    await s.t.app.inject({ method: 'POST', url: '/api/register', payload: { name: 'Vera', surname: 'V', email, phone: '+4915123456789', password: 'Secret1234', passConfirm: 'Secret1234', lang_id: langIds[lang] } });
    await expectMail(email, 'email_verification', lang);

    const u = await userIn(lang);
    await s.t.app.inject({ method: 'POST', url: '/api/user/reset-password', payload: { email: u.email } });
    await expect.poll(async () => (await mailsOf(u.email, 'password_reset')).length).toBe(1);
    await expectMail(u.email, 'password_reset', lang);

    const newEmail = uniqueEmail('moved');
    const res = await s.t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: u.headers, payload: { email: newEmail, current_password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    await expectMail(newEmail, 'email_change', lang);
    await expectMail(u.email, 'email_change_notice', lang);
  });

  it(`OPS-103: a new offer: the seller is told it arrived, every operator is alerted in their own language (${lang})`, async () => {
    const seller = await userIn(lang);
    const op = await userIn(lang, { role: 'operator' });
    const res = await post(s.t.app, '/api/offer/create', seller.headers, sellOrder({ title: `Glock | Mail ${lang}` }));
    expect(res.statusCode).toBe(200);
    const mail = await expectMail(seller.email, 'offer_received', lang);
    expect(mail.subject).toContain(`Glock | Mail ${lang}`);
    expect(mail.text).toContain('http://localhost:3000/account/offers');
    const alert = (await mailsOf(op.email, 'offer_alert')).find((m) => m.subject.includes(`Glock | Mail ${lang}`));
    expect(alert?.subject).toMatch(pattern(texts[lang].mails.offer_alert.subject));
    expect(alert?.text).toContain(seller.email);
  });

  it(`OPS-102, OPS-104: quote, reject, cancel and item received are mailed to the seller (${lang})`, async () => {
    const op = await userIn('en', { role: 'operator' });
    const act = (id: number, action: string, body: object = {}) => post(s.t.app, `/api/operator/offers/${id}/${action}`, op.headers, body);
    const quoted = await userIn(lang);
    expect((await act((await insertOffer(s.t.db, quoted.id)).id, 'quote', { price: 20 })).statusCode).toBe(200);
    await expectMail(quoted.email, 'offer_quoted', lang);
    const rejected = await userIn(lang);
    expect((await act((await insertOffer(s.t.db, rejected.id)).id, 'reject', { message: 'Not tradable' })).statusCode).toBe(200);
    expect((await expectMail(rejected.email, 'offer_rejected', lang)).text).toContain('Not tradable');
    const cancelled = await userIn(lang);
    expect((await act((await insertOffer(s.t.db, cancelled.id, 'awaiting_item')).id, 'cancel', { message: 'Never sent' })).statusCode).toBe(200);
    await expectMail(cancelled.email, 'offer_cancelled', lang);
    const received = await userIn(lang);
    expect((await act((await insertOffer(s.t.db, received.id, 'awaiting_item')).id, 'received')).statusCode).toBe(200);
    expect((await expectMail(received.email, 'item_received', lang)).text).toContain('25.00');
  });

  it(`OPS-105, OPS-112: a payout request is mailed with the last 4 only; OPS-102, OPS-111: its outcome too, once (${lang})`, async () => {
    const op = await userIn('en', { role: 'operator' });
    const bank = await userIn(lang);
    const offer = await insertOffer(s.t.db, bank.id, 'ready_for_payout');
    expect((await post(s.t.app, '/api/offer/request-payout/sepa-manual', bank.headers, { id: offer.id, ...contact, ...bankDetails })).statusCode).toBe(200);
    const requested = await expectMail(bank.email, 'payout_requested', lang);
    expect(requested.text).toContain('3000');
    expect(requested.text.replace(/\s/g, '')).not.toContain(IBAN.replace(/\s/g, '').slice(0, 12));
    const payoutId = (await offerState(s.t.db, offer.id)).payouts[0]!.id;
    expect((await post(s.t.app, `/api/operator/payouts/${payoutId}/complete`, op.headers)).statusCode).toBe(200);
    await expectMail(bank.email, 'payout_sent', lang);

    const card = await userIn(lang);
    const cardOffer = await insertOffer(s.t.db, card.id, 'ready_for_payout');
    expect((await post(s.t.app, '/api/offer/request-payout/card-manual', card.headers, { id: cardOffer.id, ...contact, ...cardDetails })).statusCode).toBe(200);
    expect((await expectMail(card.email, 'payout_requested', lang)).text.replace(/\s/g, '')).not.toContain(CARD.replace(/\s/g, '').slice(0, 12));
    const cardPayout = (await offerState(s.t.db, cardOffer.id)).payouts[0]!;
    const fail = (eventId: string) =>
      postSignedEvent(s.t.app, '/api/payouts/webhook/sandbox', { event_id: eventId, payment_ref: cardPayout.providerRef!, status: 'error', amount: cardPayout.amountMinor, currency: cardPayout.currency }, DEV_PAYOUT_WEBHOOK_SECRET);
    expect((await fail(`pf-${cardPayout.id}`)).statusCode).toBe(200);
    // OPS-111: the provider's replay, same event or a new id, mails nothing more.
    await fail(`pf-${cardPayout.id}`);
    await fail(`pf2-${cardPayout.id}`);
    await expectMail(card.email, 'payout_failed', lang);
  });

  it(`OPS-106, OPS-111: a credited top-up is mailed once, a replayed webhook sends no second mail (${lang})`, async () => {
    const u = await userIn(lang);
    const res = json(await s.t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers: u.headers, payload: depositPayload({ amount: 20 }) }));
    const ref = refOf(res.redirect_url);
    await sendWebhook(s.t.app, { event_id: `t-${ref}`, payment_ref: ref, status: 'success' });
    await sendWebhook(s.t.app, { event_id: `t-${ref}`, payment_ref: ref, status: 'success' });
    await sendWebhook(s.t.app, { event_id: `t2-${ref}`, payment_ref: ref, status: 'success' });
    expect((await expectMail(u.email, 'topup_credited', lang)).text).toContain('20.00 Credits');
  });

  it(`OPS-107, OPS-108, OPS-111: an order paid by card or by balance, and its delivery, are mailed once (${lang})`, async () => {
    const u = await userIn(lang);
    await itemInCarts(s.t.db, [u.id], { priceCents: 4_00 });
    const order = json(await purchaseRequest(s.t.app, u.headers, checkoutPayload(country, { paymentMethod: 'card', directPayment: true })));
    const ref = refOf(order.redirect_url);
    await sendWebhook(s.t.app, { event_id: `o-${ref}`, payment_ref: ref, status: 'success' });
    await sendWebhook(s.t.app, { event_id: `o2-${ref}`, payment_ref: ref, status: 'success' });
    const paid = await expectMail(u.email, 'order_paid', lang);
    expect(paid.subject).toContain(`#${order.payload.order_id}`);
    // Two sweeps (two processes racing, or a restart) deliver and mail once.
    const jobs = { db: s.t.db, mail: outboxMailSender(s.t.db, quiet), log: quiet, publicUrl: 'http://localhost:3000' };
    for (let i = 0; i < 2; i++) await runCheckoutSweep(jobs, createSandboxDelivery({ delayMs: 0 }), new Date(Date.now() + 60_000));
    expect((await expectMail(u.email, 'order_delivered', lang)).subject).toContain(`#${order.payload.order_id}`);

    const rich = await userIn(lang, { balanceMinor: 100_00 });
    await itemInCarts(s.t.db, [rich.id], { priceCents: 3_00 });
    expect((await purchaseRequest(s.t.app, rich.headers, checkoutPayload(country))).statusCode).toBe(200);
    // Issue 20: a balance checkout's mail goes out from the sweep; two sweeps at once (two processes), then two more, send it once.
    expect(await mailsOf(rich.email, 'order_paid')).toHaveLength(0);
    await Promise.all([0, 1].map(() => runCheckoutSweep(jobs, createSandboxDelivery({ delayMs: 0 }), new Date())));
    await Promise.all([0, 1].map(() => runCheckoutSweep(jobs, createSandboxDelivery({ delayMs: 0 }), new Date())));
    await expectMail(rich.email, 'order_paid', lang);
  });

  it(`OPS-109: a bought pack is mailed (${lang})`, async () => {
    const u = await userIn(lang, { balanceMinor: 100_00 });
    const rows = await insertItems(s.t.db, [{ priceCents: 2_00 }, { priceCents: 3_00 }]);
    const [pack] = await s.t.db.insert(packs).values({ title: `Mail Pack ${lang}`, description: 'Two skins', imgUrl: rows[0]!.imgUrl, priceCents: 4_00 }).returning();
    await s.t.db.insert(packItems).values(rows.map((r) => ({ packId: pack!.id, itemId: r.id })));
    const res = await post(s.t.app, '/api/purchase/pack', u.headers, { pack_id: pack!.id, trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc' });
    expect(res.statusCode).toBe(200);
    expect((await expectMail(u.email, 'pack_bought', lang)).subject).toContain(`Mail Pack ${lang}`);
  });

  it(`OPS-110: a skin request placed, fulfilled and refused is mailed (${lang})`, async () => {
    const op = await userIn('en', { role: 'operator' });
    const place = async () => {
      const u = await userIn(lang, { balanceMinor: 100_00 });
      const created = json(await post(s.t.app, '/api/prompts', u.headers, { title: `Karambit | Mail ${lang}`, quality: 'factory_new', max_price: 10 }));
      const pay = () => post(s.t.app, '/api/purchase/prompt', u.headers, { prompt_id: created.payload.id, trade_url: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc' });
      expect((await pay()).statusCode).toBe(200);
      expect((await pay()).statusCode).toBe(200);
      await expectMail(u.email, 'prompt_placed', lang);
      return { u, id: created.payload.id as number };
    };
    const found = await place();
    const item = await insertItem(s.t.db, { priceCents: 5_00, title: `Karambit | Mail ${lang}`, exteriorName: 'Factory New' });
    expect((await post(s.t.app, `/api/operator/prompts/${found.id}/fulfil`, op.headers, { item_id: item.id })).statusCode).toBe(200);
    await expectMail(found.u.email, 'prompt_fulfilled', lang);
    const refused = await place();
    expect((await post(s.t.app, `/api/operator/prompts/${refused.id}/refuse`, op.headers, { note: 'Not on the market' })).statusCode).toBe(200);
    expect((await expectMail(refused.u.email, 'prompt_refused', lang)).text).toContain('Not on the market');
  });

  it(`OPS-81, DELIV-7: a refund to the balance says the balance was credited; a refund to the card says the money goes back to the card, not the balance (${lang})`, async () => {
    const op = await userIn('en', { role: 'operator' });
    /** A 6 € order of a customer in `lang`, paid by card through the sandbox provider. */
    const cardOrder = async () => {
      const u = await userIn(lang);
      await itemInCarts(s.t.db, [u.id], { priceCents: 6_00 });
      const order = json(await purchaseRequest(s.t.app, u.headers, checkoutPayload(country, { paymentMethod: 'card', directPayment: true })));
      const ref = refOf(order.redirect_url);
      await sendWebhook(s.t.app, { event_id: `r-${ref}`, payment_ref: ref, status: 'success' });
      return { u, id: order.payload.order_id as number };
    };
    const toBalance = await cardOrder();
    expect((await post(s.t.app, `/api/operator/orders/${toBalance.id}/refund`, op.headers, { reason: 'Out of stock' })).statusCode).toBe(200);
    const balanceMail = await expectMail(toBalance.u.email, 'order_refund', lang);
    expect(balanceMail.subject).toContain(`#${toBalance.id}`);
    expect(balanceMail.text).toContain('Out of stock');
    expect(await mailsOf(toBalance.u.email, 'order_refund_card')).toEqual([]);

    const toCard = await cardOrder();
    expect((await post(s.t.app, `/api/operator/orders/${toCard.id}/refund`, op.headers, { reason: 'Out of stock', to: 'card' })).statusCode).toBe(200);
    const cardMail = await expectMail(toCard.u.email, 'order_refund_card', lang);
    expect(cardMail.subject).toBe(texts[lang].mails.order_refund_card.subject.replace('{orderId}', String(toCard.id)));
    expect(cardMail.text).toContain('€6.00');
    expect(cardMail.text).toContain('http://localhost:3000/account/orders');
    expect(await mailsOf(toCard.u.email, 'order_refund')).toEqual([]);
  });
});

describe('shop alerts and events', () => {
  it('OPS-103: with OPERATOR_ALERT_EMAIL the alert goes to that address only, in the default language', async () => {
    const app = await appWithEnv(s.t.database, { OPERATOR_ALERT_EMAIL: 'alerts@shop.example' });
    try {
      const op = await userIn('de', { role: 'operator' });
      const seller = await userIn('pl');
      expect((await post(app, '/api/offer/create', seller.headers, sellOrder({ title: 'Alert Skin' }))).statusCode).toBe(200);
      const alerts = (await mailsOf('alerts@shop.example', 'offer_alert')).filter((m) => m.subject.includes('Alert Skin'));
      expect(alerts).toHaveLength(1);
      expect(alerts[0]!.subject).toMatch(pattern(mailTextsEn.mails.offer_alert.subject));
      expect((await mailsOf(op.email, 'offer_alert')).filter((m) => m.subject.includes('Alert Skin'))).toEqual([]);
    } finally {
      await app.close();
    }
  });

  it('OPS-111: each mailed event is recorded once, with its kind', async () => {
    const rows = await s.t.db.select().from(mailEvents).where(eq(mailEvents.kind, 'topup_credited'));
    expect(rows.length).toBe(mailLanguages.length);
    expect(new Set(rows.map((r) => r.eventKey)).size).toBe(rows.length);
  });
});

describe('the paid mails sweep (issue 20)', () => {
  it('OPS-107, OPS-111: the sweep mails every due balance order once, claiming their mail events in one statement', async () => {
    const buyers = await Promise.all(mailLanguages.map((lang) => userIn(lang, { balanceMinor: 100_00 })));
    for (const b of buyers) {
      await itemInCarts(s.t.db, [b.id], { priceCents: 2_00 });
      expect((await purchaseRequest(s.t.app, b.headers, checkoutPayload(country))).statusCode).toBe(200);
    }
    const jobs = { db: s.t.db, mail: outboxMailSender(s.t.db, quiet), log: quiet, publicUrl: 'http://localhost:3000' };
    const claims = (await statementsSent(s.t.db, () => mailPaidOrders(jobs))).filter((text) => text.startsWith('insert into "mail_events"'));
    expect(claims).toHaveLength(1);
    await mailPaidOrders(jobs);
    for (const [i, b] of buyers.entries()) await expectMail(b.email, 'order_paid', mailLanguages[i]!);
  });
});
