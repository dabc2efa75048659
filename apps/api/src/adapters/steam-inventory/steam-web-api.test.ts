import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeSteamInventory, FAKE_STEAM_ENDINGS } from './fake.ts';
import { createSteamWebApiInventory, tradeHoldEnd } from './steam-web-api.ts';

const KEY = '0123456789ABCDEF0123456789ABCDEF';
/** What the fake Steam Web API answers per Steam id: [ban status, inventory HTTP status, inventory body]. */
const answers = new Map<string, [string, number, unknown]>();
const asked: string[] = [];
let server: Server;
let base: string;

const description = {
  classid: '11',
  instanceid: '0',
  market_hash_name: 'AK-47 | Redline (Field-Tested)',
  name: 'AK-47 | Redline',
  tradable: 0,
  owner_descriptions: [{ value: ' ' }, { value: '⇆ Tradable/Marketable After Dec 11, 2026 (7:00:00) GMT' }],
  actions: [{ link: 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S%owner_steamid%A%assetid%D123' }],
  tags: [{ category: 'Exterior', localized_tag_name: 'Field-Tested' }],
};
const inventoryBody = {
  response: {
    total_inventory_count: 2,
    assets: [
      { assetid: '501', classid: '11', instanceid: '0' },
      { assetid: '502', classid: '12', instanceid: '0' },
    ],
    descriptions: [description, { classid: '12', instanceid: '0', market_hash_name: 'Sticker | Crown (Foil)', name: 'Sticker | Crown (Foil)', tradable: 1 }],
    asset_properties: [{ assetid: '501', asset_properties: [{ propertyid: 1, int_value: '661' }, { propertyid: 2, float_value: '0.2311' }] }],
  },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(url.pathname);
    const id = url.searchParams.get('steamids') ?? url.searchParams.get('steamid') ?? '';
    const [ban, status, body] = answers.get(id) ?? ['none', 500, {}];
    if (url.searchParams.get('key') !== KEY) return res.writeHead(403).end();
    if (url.pathname.includes('GetPlayerBans')) return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ players: [{ SteamId: id, EconomyBan: ban }] }));
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the Steam Web API inventory adapter (issue 49)', () => {
  const steam = () => createSteamWebApiInventory({ apiKey: KEY, baseUrl: base });

  it('INV-1, INV-2: an inventory is read with its exterior, float and pattern from the asset properties, the inspect link filled in, and the trade hold\'s end', async () => {
    answers.set('76561198000000001', ['none', 200, inventoryBody]);
    const result = await steam().fetch('76561198000000001');
    expect(result).toEqual({
      ok: true,
      items: [
        {
          assetId: '501',
          marketName: 'AK-47 | Redline (Field-Tested)',
          name: 'AK-47 | Redline',
          exterior: 'Field-Tested',
          inspectLink: 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20S76561198000000001A501D123',
          float: 0.2311,
          pattern: 661,
          tradable: false,
          tradableAt: new Date('2026-12-11T07:00:00Z'),
        },
        { assetId: '502', marketName: 'Sticker | Crown (Foil)', name: 'Sticker | Crown (Foil)', exterior: null, inspectLink: null, float: null, pattern: null, tradable: true, tradableAt: null },
      ],
    });
    expect(asked.slice(-2)).toEqual(['/ISteamUser/GetPlayerBans/v1/', '/IEconService/GetInventoryItemsWithDescriptions/v1/']);
  });

  it('INV-1: a trade ban, a private inventory (a 403, or no item count) and Steam down (a 5xx, a 429, a reply that is not an inventory) are refusals, not throws', async () => {
    answers.set('76561198000000002', ['banned', 200, inventoryBody]);
    answers.set('76561198000000003', ['none', 403, {}]);
    answers.set('76561198000000004', ['none', 200, { response: {} }]);
    answers.set('76561198000000005', ['none', 503, {}]);
    answers.set('76561198000000006', ['none', 429, {}]);
    answers.set('76561198000000007', ['none', 200, { response: { total_inventory_count: 'many' } }]);
    const reasons = await Promise.all(['2', '3', '4', '5', '6', '7'].map(async (n) => steam().fetch(`7656119800000000${n}`)));
    expect(reasons).toEqual([
      { ok: false, reason: 'trade_ban' },
      { ok: false, reason: 'private' },
      { ok: false, reason: 'private' },
      { ok: false, reason: 'unavailable' },
      { ok: false, reason: 'unavailable' },
      { ok: false, reason: 'unavailable' },
    ]);
    expect(await createSteamWebApiInventory({ apiKey: KEY, baseUrl: 'http://127.0.0.1:1' }).fetch('76561198000000001')).toEqual({ ok: false, reason: 'unavailable' });
  });

  it('INV-2: the trade hold is read from the owner descriptions; none named is null', () => {
    expect(tradeHoldEnd([{ value: 'Tradable After Jan 2, 2027 (10:30:00) GMT' }])).toEqual(new Date('2027-01-02T10:30:00Z'));
    expect(tradeHoldEnd([{ value: 'Not tradable' }])).toBeNull();
  });

  it('INV-1: the fake answers the same inventory for a Steam id every time, and a refusal for the named endings', async () => {
    const fake = createFakeSteamInventory(() => new Date('2026-12-01T12:00:00Z'));
    expect(await fake.fetch('76561198012345100')).toEqual(await fake.fetch('76561198012345100'));
    expect(await fake.fetch(`76561198012345${FAKE_STEAM_ENDINGS.private}`)).toEqual({ ok: false, reason: 'private' });
    expect(await fake.fetch(`76561198012345${FAKE_STEAM_ENDINGS.tradeBan}`)).toEqual({ ok: false, reason: 'trade_ban' });
    expect(await fake.fetch(`76561198012345${FAKE_STEAM_ENDINGS.steamDown}`)).toEqual({ ok: false, reason: 'unavailable' });
  });
});
