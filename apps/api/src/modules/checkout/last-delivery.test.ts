import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buyer, checkoutPayload, itemInCarts, purchaseRequest, refOf, sendWebhook, useCheckoutApp } from '../../../test/checkout-helpers.ts';
import { json } from '../../../test/helpers.ts';
import { users } from '../account/tables.ts';
import { countries } from '../content/tables.ts';

const s = useCheckoutApp();
const profileOf = async (headers: Record<string, string>) => json(await s.t.app.inject({ url: '/api/user/profile', headers })).payload;
const delivery = (country: number) => ({ country, city: 'Porto', address: 'Rua das Flores 10', postCode: '4050-262' });

describe('delivery details prefilled (issue 14 item 4)', () => {
  it('JOURNEY-4: when a paid checkout went to an address, then the profile answers it as last_delivery and keeps its own fields', async () => {
    const u = await buyer(s.t.db, 100_00);
    await s.t.db.update(users).set({ city: 'Lisbon', address: 'Rua 1', postCode: '1000-001' }).where(eq(users.id, u.id));
    expect((await profileOf(u.headers)).last_delivery).toBeNull();
    const [pt] = await s.t.db.select().from(countries).where(eq(countries.iso, 'pt'));
    await itemInCarts(s.t.db, [u.id]);
    expect((await purchaseRequest(s.t.app, u.headers, checkoutPayload(pt!.id, delivery(pt!.id)))).statusCode).toBe(200);
    const profile = await profileOf(u.headers);
    expect(profile.last_delivery).toEqual({ country: pt!.id, city: 'Porto', address: 'Rua das Flores 10', post_code: '4050-262' });
    expect(profile).toMatchObject({ city: 'Lisbon', address: 'Rua 1', post_code: '1000-001' });
  });

  it('JOURNEY-4: when a card checkout is not paid yet, then it is not the last delivery; once paid it is', async () => {
    const u = await buyer(s.t.db, 100_00);
    await itemInCarts(s.t.db, [u.id]);
    await purchaseRequest(s.t.app, u.headers, checkoutPayload(s.country, { city: 'Braga' }));
    await itemInCarts(s.t.db, [u.id]);
    const res = await purchaseRequest(s.t.app, u.headers, checkoutPayload(s.country, { city: 'Faro', paymentMethod: 'card', directPayment: true }));
    expect((await profileOf(u.headers)).last_delivery).toMatchObject({ city: 'Braga' });
    const ref = refOf(json(res).redirect_url);
    await sendWebhook(s.t.app, { event_id: `e-${ref}`, payment_ref: ref, status: 'success' });
    expect((await profileOf(u.headers)).last_delivery).toMatchObject({ city: 'Faro' });
  });
});
