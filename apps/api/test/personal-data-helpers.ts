import { eq } from 'drizzle-orm';
import { inflateRawSync } from 'node:zlib';
import { outboxMailSender } from '../src/adapters/mail/outbox.ts';
import type { Db, DbOrTx } from '../src/db/client.ts';
import { balanceLedger, users } from '../src/modules/account/tables.ts';
import { orderItems, orders } from '../src/modules/checkout/tables.ts';
import { sendMail } from '../src/modules/mail/index.ts';
import type { MailCtx } from '../src/modules/mail/index.ts';
import { deposits, payments } from '../src/modules/payments/tables.ts';
import { payouts } from '../src/modules/payouts/tables.ts';
import { supportMessages, supportReplies } from '../src/modules/support/tables.ts';
import { watchedItems, watchedNames } from '../src/modules/watchlist/tables.ts';
import { insertUser, sessionFor, asBearer } from './auth-helpers.ts';
import { insertItem } from './factories.ts';
import { insertOffer } from './offer-helpers.ts';

/** The files of a zip (stored or deflated), by name: enough to read what the export writes. */
export function readZip(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, string>();
  for (let i = 0; i < count; i += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + size);
    files.set(name, (method === 8 ? inflateRawSync(packed) : packed).toString('utf8'));
    at += 46 + nameLength + extra;
  }
  return files;
}

/** What a sealed bank detail looks like in the row: the export must never carry it. */
export const SEALED_DETAILS = 'v2:sealed-iban-DE89370400440532013000';

/**
 * A customer whose data sit in every module that keeps some: a finished order with its item and
 * card payment, a credited top-up, the ledger rows of both (balance back at 0), a finished offer
 * with its approved bank payout, a watched item and name, a support message with a reply, a mail
 * in the log. Nothing open: the account may be deleted.
 */
export async function fullAccount(db: DbOrTx, mail: MailCtx) {
  const user = await insertUser(db, { name: 'Ana', surname: 'Silva', phone: '+351912345678', city: 'Lisbon', address: 'Rua Augusta 1', postCode: '1100-048', steamTradeLink: 'https://steamcommunity.com/tradeoffer/new/?partner=1&token=abc', steamid: `7656${String(Date.now()).slice(-9)}${Math.floor(Math.random() * 1e4)}`.slice(0, 17) });
  const token = await sessionFor(db, user.id);
  const item = await insertItem(db, { priceCents: 1500 });
  const [order] = await db
    .insert(orders)
    .values({ userId: user.id, status: 'completed', paymentMethod: 'card', directPayment: true, subtotalCents: 1500, totalCents: 1500, tradeUrl: user.steamTradeLink!, steamId: user.steamid, name: 'Ana', surname: 'Silva', email: user.email!, phone: '+351912345678', city: 'Lisbon', address: 'Rua Augusta 1', postCode: '1100-048', paidAt: new Date() })
    .returning();
  await db.insert(orderItems).values({ orderId: order!.id, itemId: item.id, priceCents: 1500, title: 'AWP | Asiimov', imgUrl: '/img/x.png', type: 'rifle' });
  await db.insert(payments).values({ orderId: order!.id, provider: 'sandbox', providerRef: `pd-order-${order!.id}`, method: 'card', amountCents: 1500, status: 'success' });
  const [topUp] = await db
    .insert(deposits)
    .values({ userId: user.id, amountCents: 2000, currency: 'EUR', amountInCurrencyMinor: 2000, internalAmountMinor: 2000, status: 'success', contact: { name: 'Ana', phone: '+351912345678', address: 'Rua Augusta 1' } })
    .returning();
  await db.insert(payments).values({ depositId: topUp!.id, provider: 'sandbox', providerRef: `pd-topup-${topUp!.id}`, method: 'card', amountCents: 2000, status: 'success' });
  await db.insert(balanceLedger).values([
    { userId: user.id, deltaMinor: 2000, balanceAfterMinor: 2000, reason: 'topup', refType: 'deposit', refId: `pd-${topUp!.id}` },
    { userId: user.id, deltaMinor: -2000, balanceAfterMinor: 0, reason: 'adjustment', refType: 'test', refId: `pd-${user.id}`, note: 'spent' },
  ]);
  await db.update(users).set({ balanceMinor: 0 }).where(eq(users.id, user.id));
  const offer = await insertOffer(db, user.id, 'approved', { itemUrl: `https://steamcommunity.com/profiles/${user.steamid}/inventory` });
  const [payout] = await db
    .insert(payouts)
    .values({ offerId: offer.id, userId: user.id, method: 'sepa', amountMinor: 2500, currency: 'EUR', status: 'approved', accountLast4: '3000', holderName: 'Ana Silva', bankDetailsSealed: SEALED_DETAILS, contact: { name: 'Ana', email: user.email } })
    .returning();
  await db.insert(watchedItems).values({ userId: user.id, itemId: item.id });
  await db.insert(watchedNames).values({ userId: user.id, marketName: 'AK-47 | Redline (Field-Tested)', alertCents: 900 });
  const [message] = await db.insert(supportMessages).values({ userId: user.id, name: 'Ana', surname: 'Silva', email: user.email!, topic: 'Delivery', message: 'Where is my AWP? My phone is +351912345678.' }).returning();
  const operator = await insertUser(db, { role: 'operator' });
  await db.insert(supportReplies).values({ messageId: message!.id, operatorId: operator.id, message: 'Hello Ana, it is on its way.' });
  await sendMail(mail, { email: user.email!, name: 'Ana', langId: null, userId: user.id }, 'topup_credited', { amount: '20.00' });
  return { user, headers: asBearer(token), orderId: order!.id, payoutId: payout!.id, offerId: offer.id, messageId: message!.id };
}

const quiet = { info() {}, warn() {}, error() {} };

/** What the sweep and sendMail need in a test: the outbox as the mail port, a quiet log, the test app's address. */
export function mailCtxOf(db: Db): MailCtx & { db: Db } {
  return { db, mail: outboxMailSender(db, quiet), log: quiet, publicUrl: 'http://localhost:3000' };
}
