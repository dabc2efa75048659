import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { asBrowser, insertUser, mailTo, signIn } from '../../../test/auth-helpers.ts';
import { buyer, checkoutPayload, itemInCarts, purchaseRequest, refOf, sendWebhook, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { insertItem } from '../../../test/factories.ts';
import { json } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { users } from '../account/tables.ts';
import { languages } from '../i18n/tables.ts';
import { watchedNames } from './tables.ts';

const s = useCheckoutApp();
let seq = 0;
const uniqueTitle = () => `M4A4 | Watch Test ${(seq += 1)}-${Date.now()}`;
const watchlist = (headers: Record<string, string>, method: 'GET' | 'POST' | 'PUT' | 'DELETE' = 'GET', payload?: object, query = '') =>
  s.t.app.inject({ method, url: `/api/account/watchlist${query}`, headers, ...(payload ? { payload } : {}) });

/** A signed-in browser (session cookie and CSRF pair) of a new customer. */
async function browserBuyer(lang?: string) {
  const user = await insertUser(s.t.db);
  if (lang) {
    const [l] = await s.t.db.select({ id: languages.id }).from(languages).where(eq(languages.code, lang));
    await s.t.db.update(users).set({ langId: l!.id }).where(eq(users.id, user.id));
  }
  const email = user.email!;
  const signed = await signIn(s.t.app, email);
  const headers = asBrowser(signed);
  return { email, headers, cookieOnly: { cookie: headers.cookie! } };
}

describe('watchlist', () => {
  it('WATCH-1: a guest gets a 401; a change without the CSRF header is a 403 and changes nothing', async () => {
    expect((await watchlist({})).statusCode).toBe(401);
    expect((await watchlist({}, 'POST', { market_name: 'AK-47 | Redline (Field-Tested)' })).statusCode).toBe(401);
    const b = await browserBuyer();
    const refused = await watchlist(b.cookieOnly, 'POST', { market_name: 'AK-47 | Redline (Field-Tested)' });
    expect(refused.statusCode).toBe(403);
    expect(json(await watchlist(b.headers)).payload).toEqual({ items: [], market_names: [] });
  });

  it('WATCH-1, WATCH-2: when a buyer stars an item and a market name, then the list shows them with price and availability; starring twice keeps one; unstarring removes', async () => {
    const b = await browserBuyer();
    const item = await insertItem(s.t.db, { title: uniqueTitle(), exteriorName: 'Factory New', priceCents: 12_34 });
    const name = `${item.title} (Factory New)`;
    for (let i = 0; i < 2; i++) expect((await watchlist(b.headers, 'POST', { item_id: item.id })).statusCode).toBe(200);
    const starred = await watchlist(b.headers, 'POST', { market_name: name });
    expect(json(starred)).toMatchObject({ status: 'OK', message: 'Added to your watchlist' });
    const list = json(await watchlist(b.headers, 'GET', undefined, '?currency=EUR')).payload;
    expect(list.items).toEqual([{ id: item.id, title: item.title, market_name: name, img_url: item.imgUrl, price: 12.34, available: true }]);
    expect(list.market_names).toEqual([{ market_name: name, alert_price: null, alert_amount: null, alert_currency: null }]);
    expect((await watchlist(b.headers, 'DELETE', undefined, `?item_id=${item.id}`)).statusCode).toBe(200);
    const after = json(await watchlist(b.headers, 'DELETE', undefined, `?market_name=${encodeURIComponent(name)}`)).payload;
    expect(after).toEqual({ items: [], market_names: [] });
  });

  it('WATCH-1: an unknown item is a 404, neither or both targets a 422, and nothing is starred', async () => {
    const b = await browserBuyer();
    expect((await watchlist(b.headers, 'POST', { item_id: 2_000_000_000 })).statusCode).toBe(404);
    for (const body of [{}, { item_id: 1, market_name: 'x' }, { market_name: '' }, { item_id: 'abc' }]) {
      const res = await watchlist(b.headers, 'POST', body);
      expect(res.statusCode).toBe(422);
      expect(json(res).status).toBe('error');
    }
    expect(json(await watchlist(b.headers)).payload).toEqual({ items: [], market_names: [] });
  });

  it('WATCH-3: when a buyer sets an alert price, then the name is starred with it (in the request currency); null clears it; a non-positive price is a 422', async () => {
    const b = await browserBuyer();
    // SEC-25: a name the shop has listed (here, sold).
    const title = uniqueTitle();
    await insertItem(s.t.db, { title, exteriorName: 'Field-Tested', status: 'sold' });
    const name = `${title} (Field-Tested)`;
    const set = await watchlist(b.headers, 'PUT', { market_name: name, alert_price: 20.5, currency: 'EUR' });
    expect(set.statusCode).toBe(200);
    expect(json(set).payload.market_names).toEqual([{ market_name: name, alert_price: 20.5, alert_amount: 20.5, alert_currency: 'EUR' }]);
    expect((await watchlist(b.headers, 'PUT', { market_name: name, alert_price: -1 })).statusCode).toBe(422);
    expect((await watchlist(b.headers, 'PUT', { market_name: name, alert_price: 0 })).statusCode).toBe(422);
    const cleared = json(await watchlist(b.headers, 'PUT', { market_name: name, alert_price: null, currency: 'EUR' })).payload;
    expect(cleared.market_names).toEqual([{ market_name: name, alert_price: null, alert_amount: null, alert_currency: null }]);
  });

  it('WATCH-4: when the operator lists an item of a watched name at or below the alert price, then each watcher gets one mail in their language; a higher price mails nothing', async () => {
    const op = await person(s.t.db, 'operator');
    const title = uniqueTitle();
    const name = `${title} (Well-Worn)`;
    const de = await browserBuyer('de');
    const en = await browserBuyer('en');
    // SEC-25: a name the shop has listed before (a copy sold).
    await insertItem(s.t.db, { title, exteriorName: 'Well-Worn', status: 'sold' });
    expect((await watchlist(de.headers, 'PUT', { market_name: name, alert_price: 20, currency: 'EUR' })).statusCode).toBe(200);
    expect((await watchlist(en.headers, 'PUT', { market_name: name, alert_price: 18, currency: 'EUR' })).statusCode).toBe(200);
    const form = { title, type: 'Rifle', quality: 'Classified', exterior_name: 'Well-Worn', item_class: 'Normal', price: 25, old_price: null, is_new: false, image_kind: 'rifle' };
    const created = await s.t.app.inject({ method: 'POST', url: '/api/operator/items', headers: op.headers, payload: { ...form, currency: 'EUR' } });
    expect(created.statusCode).toBe(200);
    const id = json(created).payload.id as number;
    const alerts = async (email: string) => (await mailTo(s.t.db, email)).filter((m) => m.kind === 'price_alert');
    expect(await alerts(de.email)).toHaveLength(0);
    expect(await alerts(en.email)).toHaveLength(0);

    const edit = (price: number) => s.t.app.inject({ method: 'PUT', url: `/api/operator/items/${id}`, headers: op.headers, payload: { ...form, price, currency: 'EUR' } });
    expect((await edit(19)).statusCode).toBe(200);
    const [deMail] = await alerts(de.email);
    expect(await alerts(de.email)).toHaveLength(1);
    expect(deMail!.subject).toContain('Preisalarm');
    expect(deMail!.text).toContain(name);
    expect(deMail!.text).toContain(`/products/cs2/all/${id}`);
    expect(await alerts(en.email)).toHaveLength(0);

    // A lower price again: the German watcher was told about this item already; the English one now is.
    expect((await edit(17)).statusCode).toBe(200);
    expect(await alerts(de.email)).toHaveLength(1);
    const enMails = await alerts(en.email);
    expect(enMails).toHaveLength(1);
    expect(enMails[0]!.subject).toContain('Price alert');
  });

  it('WATCH-4: when a withdrawn item is restored or a bulk price change lowers one, then the watchers whose alert it meets are mailed once per item', async () => {
    const op = await person(s.t.db, 'operator');
    const title = uniqueTitle();
    const watcher = await browserBuyer();
    const cheap = await insertItem(s.t.db, { title, exteriorName: 'Battle-Scarred', priceCents: 9_00, status: 'withdrawn' });
    // SEC-25: a withdrawn item's name is one the shop has listed.
    expect((await watchlist(watcher.headers, 'PUT', { market_name: `${title} (Battle-Scarred)`, alert_price: 10, currency: 'EUR' })).statusCode).toBe(200);
    const dear = await insertItem(s.t.db, { title, exteriorName: 'Battle-Scarred', priceCents: 12_00 });
    expect((await s.t.app.inject({ method: 'POST', url: `/api/operator/items/${cheap.id}/restore`, headers: op.headers })).statusCode).toBe(200);
    const mails = async () => (await mailTo(s.t.db, watcher.email)).filter((m) => m.kind === 'price_alert').map((m) => m.text);
    expect(await mails()).toEqual([expect.stringContaining(`/products/cs2/all/${cheap.id}`)]);
    const bulk = await s.t.app.inject({ method: 'POST', url: '/api/operator/items/bulk-price', headers: op.headers, payload: { ids: [cheap.id, dear.id], percent: -20 } });
    expect(bulk.statusCode).toBe(200);
    const after = await mails();
    expect(after).toHaveLength(2);
    expect(after[1]).toContain(`/products/cs2/all/${dear.id}`);
  });

  it('WATCH-4: when a card payment is declined, then the item back on sale alerts its watchers once', async () => {
    const title = uniqueTitle();
    const watcher = await browserBuyer();
    const u = await buyer(s.t.db);
    const item = await itemInCarts(s.t.db, [u.id], { title, exteriorName: 'Factory New', priceCents: 8_00 });
    expect((await watchlist(watcher.headers, 'PUT', { market_name: `${title} (Factory New)`, alert_price: 10, currency: 'EUR' })).statusCode).toBe(200);
    const res = json(await purchaseRequest(s.t.app, u.headers, checkoutPayload(s.country, { paymentMethod: 'card', directPayment: true })));
    const mails = async () => (await mailTo(s.t.db, watcher.email)).filter((m) => m.kind === 'price_alert');
    expect(await mails()).toHaveLength(0);
    await sendWebhook(s.t.app, { event_id: `decline-${item.id}`, payment_ref: refOf(res.redirect_url), status: 'error' });
    const sent = await mails();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.text).toContain(`/products/cs2/all/${item.id}`);
  });

  it('WATCH-5, WATCH-6: an alert set at 13,000 PLN reads back as 13,000 PLN and fires when the price in PLN (at today\'s rate) reaches it; the mail quotes PLN', async () => {
    const op = await person(s.t.db, 'operator');
    const title = uniqueTitle();
    const name = `${title} (Minimal Wear)`;
    const trader = await browserBuyer();
    await insertItem(s.t.db, { title, exteriorName: 'Minimal Wear', status: 'sold' });
    expect((await watchlist(trader.headers, 'PUT', { market_name: name, alert_price: 13_000, currency: 'PLN' })).statusCode).toBe(200);
    const inPln = json(await watchlist(trader.headers, 'GET', undefined, '?currency=PLN')).payload.market_names;
    expect(inPln).toEqual([{ market_name: name, alert_price: 13_000, alert_amount: 13_000, alert_currency: 'PLN' }]);
    // In euros: 13,000 PLN at 4.3 PLN per euro; the alert itself stays as typed.
    const inEur = json(await watchlist(trader.headers, 'GET', undefined, '?currency=EUR')).payload.market_names;
    expect(inEur).toEqual([{ market_name: name, alert_price: 3_023.26, alert_amount: 13_000, alert_currency: 'PLN' }]);

    // 3,023.27 € is 13,000.06 PLN: above the alert, no mail; 3,023.25 € is 12,999.98 PLN: the alert fires.
    const form = { title, type: 'Rifle', quality: 'Classified', exterior_name: 'Minimal Wear', item_class: 'Normal', price: 3_023.27, old_price: null, is_new: false, image_kind: 'rifle' };
    const created = await s.t.app.inject({ method: 'POST', url: '/api/operator/items', headers: op.headers, payload: { ...form, currency: 'EUR' } });
    expect(created.statusCode).toBe(200);
    const alerts = async () => (await mailTo(s.t.db, trader.email)).filter((m) => m.kind === 'price_alert');
    expect(await alerts()).toHaveLength(0);
    const edit = await s.t.app.inject({ method: 'PUT', url: `/api/operator/items/${json(created).payload.id}`, headers: op.headers, payload: { ...form, price: 3_023.25, currency: 'EUR' } });
    expect(edit.statusCode).toBe(200);
    const [mail] = await alerts();
    expect(mail!.subject).toBe(`Price alert: ${name} for PLN\u00a012,999.98`);
    expect(mail!.text).toContain('at or below your alert price of PLN\u00a013,000.00');
    expect(mail!.text).not.toContain('€');
  });

  it('WATCH-6: an alert kept from before (in euros) still fires at its euro price and is quoted in euros', async () => {
    const title = uniqueTitle();
    const name = `${title} (Field-Tested)`;
    const trader = await browserBuyer();
    await insertItem(s.t.db, { title, exteriorName: 'Field-Tested', status: 'sold' });
    await watchlist(trader.headers, 'POST', { market_name: name });
    // As the migration leaves an alert set in euros: currency EUR, amount the euro cents.
    const [u] = await s.t.db.select({ id: users.id }).from(users).where(eq(users.email, trader.email));
    await s.t.db.update(watchedNames).set({ alertCents: 12_00, alertAmountMinor: 12_00, alertCurrency: 'EUR' }).where(eq(watchedNames.userId, u!.id));
    expect(json(await watchlist(trader.headers, 'GET', undefined, '?currency=EUR')).payload.market_names).toEqual([{ market_name: name, alert_price: 12, alert_amount: 12, alert_currency: 'EUR' }]);
    const op = await person(s.t.db, 'operator');
    const form = { title, type: 'Rifle', quality: 'Classified', exterior_name: 'Field-Tested', item_class: 'Normal', price: 12, old_price: null, is_new: false, image_kind: 'rifle' };
    expect((await s.t.app.inject({ method: 'POST', url: '/api/operator/items', headers: op.headers, payload: { ...form, currency: 'EUR' } })).statusCode).toBe(200);
    const [mail] = (await mailTo(s.t.db, trader.email)).filter((m) => m.kind === 'price_alert');
    expect(mail!.text).toContain('at or below your alert price of €12.00');
  });
});
