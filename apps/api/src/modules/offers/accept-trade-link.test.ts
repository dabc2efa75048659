import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { insertOffer, offerState, person, post, TRADE_LINK, useOffersApp } from '../../../test/offer-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { errorTextsDe } from '../../lib/error-texts-de.ts';
import { errorTextsPl } from '../../lib/error-texts-pl.ts';
import { users } from '../account/tables.ts';

const s = useOffersApp();
const accept = (headers: Record<string, string>, body: object) => post(s.t.app, '/api/offer/accept', headers, body);
const savedLink = async (userId: number) => (await s.t.db.select({ link: users.steamTradeLink }).from(users).where(eq(users.id, userId)))[0]?.link ?? null;

describe('an accept needs the trade link the shop sends its trade offer to (issue 47)', () => {
  it('OFFER-13: when a seller with no trade link saved accepts without one, then it is a 422 OFFER_TRADE_LINK_MISSING and the offer stays a quote', async () => {
    const seller = await person(s.t.db, 'customer', { steamTradeLink: null });
    const offer = await insertOffer(s.t.db, seller.id, 'offer');
    const before = await offerState(s.t.db, offer.id);
    for (const body of [{ id: offer.id }, { id: offer.id, trade_link: '  ' }]) {
      const res = await accept(seller.headers, body);
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ status: 'error', code: 'OFFER_TRADE_LINK_MISSING', errors: { trade_link: [expect.stringContaining('Steam trade link')] } });
    }
    expect(await offerState(s.t.db, offer.id)).toEqual(before);
  });

  it('OFFER-13: the refusal is said in German (du) and Polish, with the field message in that language', async () => {
    const listed = json<{ payload: { id: number; code: string }[] }>(await s.t.app.inject('/api/languages')).payload;
    const langId = (code: string) => listed.find((l) => l.code === code)!.id;
    const seller = await person(s.t.db, 'customer', { steamTradeLink: null });
    const offer = await insertOffer(s.t.db, seller.id, 'offer');
    const de = json(await accept(seller.headers, { id: offer.id, lang_id: langId('de') }));
    expect(de).toMatchObject({ code: 'OFFER_TRADE_LINK_MISSING', message: errorTextsDe.OFFER_TRADE_LINK_MISSING, errors: { trade_link: [expect.stringContaining('Bitte gib deinen Steam-Trade-Link')] } });
    expect(de.message).not.toMatch(/\bSie\b|\bIhr/);
    const pl = json(await accept(seller.headers, { id: offer.id, lang_id: langId('pl') }));
    expect(pl).toMatchObject({ code: 'OFFER_TRADE_LINK_MISSING', message: errorTextsPl.OFFER_TRADE_LINK_MISSING });
  });

  it('OFFER-12: when the accept carries a valid trade link, then it is saved to the profile and the offer is accepted', async () => {
    const seller = await person(s.t.db, 'customer', { steamTradeLink: null });
    const offer = await insertOffer(s.t.db, seller.id, 'offer');
    const res = await accept(seller.headers, { id: offer.id, trade_link: ` ${TRADE_LINK} ` });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({ message: 'Offer accepted successfully', payload: { status: 'awaiting_item' } });
    expect(await savedLink(seller.id)).toBe(TRADE_LINK);
    expect(json(await s.t.app.inject({ url: '/api/user/profile', headers: seller.headers })).payload.steam_trade_link).toBe(TRADE_LINK);
  });

  it('OFFER-12: a link that is not a Steam trade link is refused at trade_link by the one trade-link rule, and nothing is saved', async () => {
    const seller = await person(s.t.db, 'customer', { steamTradeLink: null });
    const offer = await insertOffer(s.t.db, seller.id, 'offer');
    for (const bad of ['https://example.com/tradeoffer/new/?partner=1&token=x', 'https://steamcommunity.com/tradeoffer/new/?partner=abc&token=x', `${TRADE_LINK}${'x'.repeat(500)}`]) {
      const res = await accept(seller.headers, { id: offer.id, trade_link: bad });
      expect(res.statusCode).toBe(422);
      expect(json(res)).toMatchObject({ code: 'COMMON_BAD_INPUT', errors: { trade_link: ['Please enter your Steam trade link (https://steamcommunity.com/tradeoffer/new/?partner=…&token=…)'] } });
    }
    expect(await savedLink(seller.id)).toBeNull();
    expect((await offerState(s.t.db, offer.id)).offer?.status).toBe('offer');
  });

  it('OFFER-12: a saved trade link is never replaced by the accept (SEC-18: a change asks for the password)', async () => {
    const seller = await person(s.t.db);
    const offer = await insertOffer(s.t.db, seller.id, 'offer');
    const other = 'https://steamcommunity.com/tradeoffer/new/?partner=999&token=zz';
    expect((await accept(seller.headers, { id: offer.id, trade_link: other })).statusCode).toBe(200);
    expect(await savedLink(seller.id)).toBe(TRADE_LINK);
  });

  it('OFFER-13: an offer that is no longer a quote answers its 409, not the missing link, and saves no link', async () => {
    const seller = await person(s.t.db, 'customer', { steamTradeLink: null });
    const offer = await insertOffer(s.t.db, seller.id, 'awaiting_item');
    expect(json(await accept(seller.headers, { id: offer.id })).code).toBe('OFFER_TRANSITION');
  });
});
