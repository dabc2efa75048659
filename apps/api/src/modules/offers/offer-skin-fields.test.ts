import { describe, expect, it } from 'vitest';
import { floatFitsQuality } from '@skins/contract';
import { offerState, person, post, sellOrder, useOffersApp } from '../../../test/offer-helpers.ts';
import { json } from '../../../test/helpers.ts';

const s = useOffersApp();
const create = (headers: Record<string, string>, body: object) => post(s.t.app, '/api/offer/create', headers, body);
const stickers = [{ name: 'Crown (Foil)', slot: 1 }, { name: 'Titan | Katowice 2014' }];

describe('the skin fields of a sell order (issue 47)', () => {
  it('OFFER-14, OFFER-15, OFFER-16: float, pattern and stickers are stored on the offer and shown on its details and in the operator view', async () => {
    const seller = await person(s.t.db);
    const op = await person(s.t.db, 'operator');
    const res = await create(seller.headers, sellOrder({ quality: 'minimal_wear', float: '0.07123456', pattern: '661', stickers }));
    expect(res.statusCode).toBe(200);
    const id = json(res).id;
    expect(json(res).payload).toMatchObject({ float: 0.07123456, pattern: 661, stickers: [{ name: 'Crown (Foil)', slot: 1 }, { name: 'Titan | Katowice 2014', slot: null }] });
    expect((await offerState(s.t.db, id)).offer).toMatchObject({ floatValue: 0.07123456, pattern: 661 });
    const details = json(await s.t.app.inject({ url: `/api/offer/${id}`, headers: seller.headers })).payload;
    expect(details).toMatchObject({ float: 0.07123456, pattern: 661, stickers: [{ slot: 1 }, { slot: null }] });
    const listed = json(await s.t.app.inject({ url: `/api/operator/offers?q=${id}`, headers: op.headers }));
    expect(listed.payload.find((o: { id: number }) => o.id === id)).toMatchObject({ float: 0.07123456, pattern: 661, stickers: [{ name: 'Crown (Foil)' }, { name: 'Titan | Katowice 2014' }] });
  });

  it('OFFER-14, OFFER-15, OFFER-16: all three are optional: a sell order without them has float and pattern null and no stickers', async () => {
    const seller = await person(s.t.db);
    const res = await create(seller.headers, sellOrder({ float: '', pattern: null }));
    expect(json(res).payload).toMatchObject({ float: null, pattern: null, stickers: [] });
  });

  it('OFFER-14: a float outside 0 to 1, with more than 8 decimals, or outside the chosen exterior’s range is refused at the field', async () => {
    const seller = await person(s.t.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ float: '1.2' }, 'Float must be a number from 0 to 1'],
      [{ float: '-0.1' }, 'Float must be a number from 0 to 1'],
      [{ float: 'abc' }, 'Float must be a number from 0 to 1'],
      [{ float: '0.123456789' }, 'Float has at most 8 decimals'],
      [{ quality: 'factory_new', float: '0.2' }, expect.stringContaining('This float does not match the chosen quality') as unknown as string],
      [{ quality: 'field_tested', float: '0.38' }, expect.stringContaining('This float does not match the chosen quality') as unknown as string],
    ];
    for (const [body, message] of cases) {
      const res = await create(seller.headers, sellOrder(body));
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ float: [message] });
    }
    expect(floatFitsQuality(1, 'battle_scarred')).toBe(true);
    expect(floatFitsQuality(0.07, 'minimal_wear')).toBe(true);
    expect(floatFitsQuality(0.9, 'not_painted')).toBe(true);
  });

  it('OFFER-15: a pattern that is not a whole number from 0 to 1000 is refused at the field', async () => {
    const seller = await person(s.t.db);
    for (const pattern of ['1001', '-1', '2.5', 'x']) {
      const res = await create(seller.headers, sellOrder({ pattern }));
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ pattern: ['Pattern must be a whole number from 0 to 1000'] });
    }
    expect(json(await create(seller.headers, sellOrder({ pattern: 0 }))).payload.pattern).toBe(0);
  });

  it('OFFER-16: more than 5 stickers, one without a name, a slot outside 1 to 5 or two in one slot are refused at stickers', async () => {
    const seller = await person(s.t.db);
    const cases: [unknown, string][] = [
      [Array.from({ length: 6 }, (_, i) => ({ name: `S${i}` })), 'At most 5 stickers'],
      [[{ name: ' ' }], 'Each sticker needs a name of up to 120 characters'],
      [[{ name: 'x'.repeat(121) }], 'Each sticker needs a name of up to 120 characters'],
      ['not a list', 'Each sticker needs a name of up to 120 characters'],
      [[{ name: 'A', slot: 0 }], "A sticker's slot is 1 to 5"],
      [[{ name: 'A', slot: 6 }], "A sticker's slot is 1 to 5"],
      [[{ name: 'A', slot: 2 }, { name: 'B', slot: '2' }], 'One sticker per slot'],
    ];
    for (const [list, message] of cases) {
      const res = await create(seller.headers, sellOrder({ stickers: list }));
      expect(res.statusCode).toBe(422);
      expect(json(res).errors).toEqual({ stickers: [message] });
    }
  });

  it('OFFER-14: the field messages are in German (du) and Polish', async () => {
    const listed = json<{ payload: { id: number; code: string }[] }>(await s.t.app.inject('/api/languages')).payload;
    const seller = await person(s.t.db);
    const de = json(await create(seller.headers, sellOrder({ float: '2', pattern: '5000', lang_id: listed.find((l) => l.code === 'de')!.id })));
    expect(de.errors).toEqual({ float: ['Der Float muss eine Zahl von 0 bis 1 sein'], pattern: ['Das Muster muss eine ganze Zahl von 0 bis 1000 sein'] });
    const pl = json(await create(seller.headers, sellOrder({ stickers: [{ name: 'A', slot: 9 }], lang_id: listed.find((l) => l.code === 'pl')!.id })));
    expect(pl.errors).toEqual({ stickers: ['Miejsce naklejki to 1 do 5'] });
  });
});
