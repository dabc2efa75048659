import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { asBearer, AUTH_TEST_ENV, insertUser, setCookies, signIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { anyCountryId, checkoutPayload, depositPayload, itemInCarts, purchaseRequest } from '../../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { writeSetting } from '../content/service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_TEST_ENV, JOBS_INTERVAL_MS: '0' });
});
afterAll(() => t.close());
beforeEach(() => writeSetting(t.db, 'is_reg_enabled', true));

const profileOf = async (headers: Record<string, string>) => json(await t.app.inject({ url: '/api/user/profile', headers })).payload;
const save = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'PUT', url: '/api/user/profile', headers, payload });

describe('the phone keeps its country (issue 14 item 1)', () => {
  it('JOURNEY-1: when one signs up with Portugal and 912 345 678, then sign-up and the profile answer the E.164 number', async () => {
    const payload = { name: 'Ana', surname: 'Silva', email: uniqueEmail('ana'), phone: '912 345 678', phoneE164: '+351912345678', password: 'Tr4vel-Lantern-9', passConfirm: 'Tr4vel-Lantern-9' };
    const res = await t.app.inject({ method: 'POST', url: '/api/register', payload });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload.user.phone).toBe('+351912345678');
    expect((await profileOf(asBearer(setCookies(res).skins_session!))).phone).toBe('+351912345678');
  });

  it('JOURNEY-1: when the profile is saved with a number as typed, then it loads as E.164 and saving it untouched keeps it', async () => {
    const user = await insertUser(t.db);
    const headers = asBearer((await signIn(t.app, user.email!)).token);
    expect((await save(headers, { phone: '+351 912 345 678' })).statusCode).toBe(200);
    const loaded = (await profileOf(headers)).phone;
    expect(loaded).toBe('+351912345678');
    const again = await save(headers, { phone: loaded });
    expect(again.statusCode).toBe(200);
    expect(json(again).payload.phone).toBe(loaded);
  });

  it('JOURNEY-1: when a row saved before holds national digits only, then the profile still loads them', async () => {
    const user = await insertUser(t.db, { phone: '912345678', phoneE164: null });
    const res = await t.app.inject({ url: '/api/user/profile', headers: asBearer((await signIn(t.app, user.email!)).token) });
    expect(res.statusCode).toBe(200);
    expect(json(res).payload.phone).toBe('912345678');
  });

  it('JOURNEY-1: when checkout and top-up send the profile phone as loaded, then both accept it', async () => {
    // The row sign-up wrote before: the digits as typed and the picker's E.164 number.
    const user = await insertUser(t.db, { phone: '912 345 678', phoneE164: '+351912345678', balanceMinor: 0 });
    const headers = asBearer((await signIn(t.app, user.email!)).token);
    const { phone } = await profileOf(headers);
    await itemInCarts(t.db, [user.id]);
    const bought = await purchaseRequest(t.app, headers, checkoutPayload(await anyCountryId(t.db), { phone, paymentMethod: 'card', directPayment: true }));
    expect(json(bought)).toMatchObject({ status: 'OK' });
    const toppedUp = await t.app.inject({ method: 'POST', url: '/api/deposit/checkout', headers, payload: depositPayload({ phone }) });
    expect(json(toppedUp)).toMatchObject({ status: 'OK' });
  });
});
