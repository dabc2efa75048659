import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { insertItems } from '../../../test/factories.ts';

// Issue 49: search as traders type, on items of their own type (Spellx) so the seeded catalogue does not matter.
let t: TestApp;
const TYPE = 'type=Spellx';

beforeAll(async () => {
  t = await createTestApp();
  const base = { type: 'Spellx', quality: 'Covert', priceCents: 500 };
  await insertItems(t.db, [
    { ...base, title: 'AK-47 | Redline (Field-Tested)', exteriorName: 'Field-Tested' },
    { ...base, title: 'StatTrak™ AK-47 | Redline (Field-Tested)', exteriorName: 'Field-Tested', stattrak: true, itemClass: 'StatTrak™' },
    { ...base, title: 'M4A1-S | Hyper Beast (Minimal Wear)', exteriorName: 'Minimal Wear' },
    { ...base, title: 'M4A4 | Howl (Minimal Wear)', exteriorName: 'Minimal Wear' },
    { ...base, title: '★ Karambit | Doppler (Factory New)', exteriorName: 'Factory New', phase: 'Phase 2' },
    { ...base, title: '★ Karambit | Doppler (Factory New)', exteriorName: 'Factory New', phase: 'Phase 3', priceCents: 600 },
    { ...base, title: '★ Bayonet | Fade (Factory New)', exteriorName: 'Factory New' },
  ]);
});
afterAll(() => t.close());

async function found(search: string, query = TYPE): Promise<string[]> {
  const res = await t.app.inject(`/api/items/list?${query}&sort=asc&search=${encodeURIComponent(search)}`);
  expect(res.statusCode, search).toBe(200);
  return (json(res).payload as { title: string; phase: string | null }[]).map((p) => (p.phase ? `${p.title} ${p.phase}` : p.title));
}

describe('search as traders type (issue 49)', () => {
  it("SEARCH-1: 'ak47' finds the AK-47s, in any case", async () => {
    const aks = ['AK-47 | Redline (Field-Tested)', 'StatTrak™ AK-47 | Redline (Field-Tested)'];
    expect((await found('ak47')).sort()).toEqual(aks);
    expect((await found('AK47')).sort()).toEqual(aks);
  });

  it("SEARCH-2: 'm4a1s' finds the M4A1-S, not the M4A4", async () => {
    expect(await found('m4a1s')).toEqual(['M4A1-S | Hyper Beast (Minimal Wear)']);
    expect(await found('M4A1S')).toEqual(['M4A1-S | Hyper Beast (Minimal Wear)']);
  });

  it("SEARCH-3: 'st ak redline' finds the StatTrak™ AK-47 | Redline only", async () => {
    expect(await found('st ak redline')).toEqual(['StatTrak™ AK-47 | Redline (Field-Tested)']);
    expect(await found('ST AK REDLINE')).toEqual(['StatTrak™ AK-47 | Redline (Field-Tested)']);
  });

  it("SEARCH-4: 'bayo' finds the Bayonet", async () => {
    expect(await found('bayo')).toEqual(['★ Bayonet | Fade (Factory New)']);
    expect(await found('Bayo')).toEqual(['★ Bayonet | Fade (Factory New)']);
  });

  it("SEARCH-5: 'karambit doppler p2' finds the Phase 2 Doppler Karambit only", async () => {
    expect(await found('karambit doppler p2')).toEqual(['★ Karambit | Doppler (Factory New) Phase 2']);
    expect(await found('Karambit Doppler P2')).toEqual(['★ Karambit | Doppler (Factory New) Phase 2']);
  });

  it("SEARCH-6: a one-letter typo still finds the skin: 'redlin' (a letter short), 'redlime', 'rdline', 'erdline'", async () => {
    for (const typo of ['redlin', 'REDLIN', 'redlime', 'rdline', 'erdline', 'redliine']) {
      expect((await found(typo)).length, typo).toBe(2);
    }
    // A word that is no typo of a title word finds nothing.
    expect(await found('qqqqqqq')).toEqual([]);
  });
});
