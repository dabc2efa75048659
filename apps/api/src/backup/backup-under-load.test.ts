import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { toMajor } from '@skins/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backupText, brokenInvariants, emptyPostgresDatabase, optionsOf, orderCount, shopOn, sourceShop, type BackupShop } from '../../test/backup-helpers.ts';
import { anyCountryId, balanceAndLedger, buyer, checkoutPayload, itemInCarts, purchaseRequest } from '../../test/checkout-helpers.ts';
import { IBAN, payoutInFlight } from '../../test/offer-helpers.ts';
import { testDbKind } from '../../test/test-database.ts';
import { profileBalance } from '../../test/wallet-helpers.ts';
import { openDatabase } from '../db/client.ts';
import { openBackupChannel, type BackupChannel } from './backup-channel.ts';
import type { BackupSource } from './backup-source.ts';
import { toolConnection } from './postgres-tools.ts';
import { restoreBackup } from './restore-backup.ts';
import { takeBackup } from './take-backup.ts';

/**
 * BACKUP-5: a backup taken while balance purchases run holds a state between two transactions: once
 * restored, the shop starts on it, every balance equals its ledger and no item is in two live
 * orders. On PGlite the serving shop takes it over its channel (BACKUP-2), on PostgreSQL pg_dump does.
 */
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const BUYERS = 6;

type Buyer = Awaited<ReturnType<typeof buyer>>;
const s = {} as {
  shop: BackupShop;
  channel?: BackupChannel;
  folder: string;
  buyers: Buyer[];
  backup: { file: string; way: string };
  sealed: string | null;
  /** New orders: answered before the backup started; made in all. */
  paid: { beforeBackup: number; total: number };
  baseOrders: number;
  refusals: string[];
};

/** Each buyer buys one new item after another from the balance until `stop()` or a refusal; answers the refusals. */
async function purchasesUntil(stop: () => boolean, paid: { n: number }, country: number): Promise<string[]> {
  const refusals: string[] = [];
  await Promise.all(
    s.buyers.map(async (b) => {
      while (!stop()) {
        // Requests reach a real server through its sockets, between which the event loop turns;
        // injected ones run as one chain of promises that would keep the backup's socket unread.
        await new Promise((r) => setImmediate(r));
        await itemInCarts(s.shop.db, [b.id], { priceCents: 1_00 });
        const res = await purchaseRequest(s.shop.app, b.headers, checkoutPayload(country));
        if (res.statusCode === 200) paid.n++;
        else {
          refusals.push(`${res.statusCode} ${res.body}`);
          return;
        }
      }
    }),
  );
  return refusals;
}

beforeAll(async () => {
  s.folder = mkdtempSync(join(tmpdir(), 'skins-backup-'));
  s.shop = await sourceShop();
  s.sealed = (await payoutInFlight(s.shop)).payout.bankDetailsSealed;
  const source: BackupSource = s.shop.url ? { kind: 'postgres', url: s.shop.url } : { kind: 'pglite', dataDir: join(s.folder, 'unused'), socketPath: join(s.folder, 'shop.sock') };
  if (source.kind === 'pglite') s.channel = await openBackupChannel(source.socketPath, () => s.shop.database.snapshot?.() ?? Promise.reject(new Error('not PGlite')), quiet);

  const country = await anyCountryId(s.shop.db);
  s.buyers = await Promise.all(Array.from({ length: BUYERS }, () => buyer(s.shop.db, 10_000_00)));
  s.baseOrders = await orderCount(s.shop.database);
  const paid = { n: 0 };
  let until = Infinity;
  const load = purchasesUntil(() => paid.n >= until, paid, country);
  // The backup starts once purchases flow, and they go on after it: two more per buyer, so that
  // each buyer's last one started after the backup had ended.
  while (paid.n < BUYERS) await new Promise((r) => setTimeout(r, 10));
  const beforeBackup = paid.n;
  try {
    s.backup = await takeBackup(source, `${s.folder}/`, quiet);
  } finally {
    until = paid.n + 2 * BUYERS;
  }
  s.refusals = await load;
  s.paid = { beforeBackup, total: paid.n };
}, 120_000);

afterAll(async () => {
  await s.channel?.close();
  await s.shop?.close();
  if (s.folder) rmSync(s.folder, { recursive: true, force: true });
});

describe(`a backup under load (${testDbKind})`, () => {
  it('BACKUP-5: restored into a fresh place, the shop starts on it: every balance equals its ledger, no item is in two live orders, buyers read their balance', async () => {
    expect(s.refusals).toEqual([]);
    expect(s.backup.way).toBe(testDbKind === 'pglite' ? 'by the running server' : 'by pg_dump');

    const fresh = testDbKind === 'postgres' ? await emptyPostgresDatabase() : undefined;
    const target: BackupSource = fresh ? { kind: 'postgres', url: fresh.url } : { kind: 'pglite', dataDir: join(s.folder, 'restored'), socketPath: join(s.folder, 'restored.sock') };
    await restoreBackup(target, s.backup.file);
    const restored = await shopOn(await openDatabase(optionsOf(target)), undefined, fresh?.drop);
    try {
      expect(await brokenInvariants(restored.database)).toEqual({ balancesOffLedger: 0, itemsInTwoLiveOrders: 0 });
      // A point in time while purchases ran: every one answered before it started, none that began after it ended.
      const restoredOrders = (await orderCount(restored.database)) - s.baseOrders;
      expect(restoredOrders).toBeGreaterThanOrEqual(s.paid.beforeBackup);
      expect(restoredOrders).toBeLessThanOrEqual(s.paid.total - BUYERS);
      // The restored shop serves: each buyer's session still signs them in, and their balance is their ledger's sum.
      for (const b of s.buyers) {
        const { ledgerSum } = await balanceAndLedger(restored.db, b.id);
        expect(await profileBalance(restored.app, b.headers)).toBe(toMajor(ledgerSum));
      }
    } finally {
      await restored.close();
    }
  });

  it('BACKUP-3: on PostgreSQL the backup is pg_dump\'s custom format (on PGlite a gzipped tar of the data directory)', () => {
    const head = readFileSync(s.backup.file).subarray(0, 5);
    if (testDbKind === 'postgres') {
      expect(head.toString('latin1')).toBe('PGDMP');
      expect(execFileSync('pg_restore', ['--list', s.backup.file]).toString()).toMatch(/Format: CUSTOM/);
    } else {
      expect([head[0], head[1]]).toEqual([0x1f, 0x8b]);
      expect(backupText(s.backup.file)).toContain('PG_VERSION');
    }
  });

  it('BACKUP-3: pg_dump and pg_restore are given DATABASE_URL without its password, which travels in PGPASSWORD', () => {
    const { dbname, env } = toolConnection('postgres://shop:s%40cret@db.example:5432/skins');
    expect(dbname).toBe('postgres://shop@db.example:5432/skins');
    expect(env.PGPASSWORD).toBe('s@cret');
  });

  it('BACKUP-6: the sealed payout details stay sealed in the backup: the IBAN and the holder are nowhere in it, the sealed value is', () => {
    const text = backupText(s.backup.file);
    expect(s.sealed).toMatch(/^v2\./);
    expect(text).toContain(s.sealed);
    for (const clear of [IBAN, IBAN.replace(/ /g, ''), 'Ann Seller']) expect(text).not.toContain(clear);
  });
});
