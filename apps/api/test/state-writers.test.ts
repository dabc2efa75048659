import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * STATE-1 (issue 48, "one writer per state"): each state of the shop's lifecycles is written by one
 * function in one file, the move of its transition table; every other file asks that function.
 * The test reads the API's sources as text: an UPDATE of one of these tables whose SET names the
 * status (drizzle's `.update(table).set({ status… })`, or SQL's `UPDATE table SET status`) outside
 * its writer's file fails it.
 */
const src = join(import.meta.dirname, '../src');
const WRITERS: Record<string, string> = {
  orders: 'modules/checkout/order-changes.ts',
  payments: 'modules/payments/payment-records.ts',
  deposits: 'modules/payments/deposit-changes.ts',
  payouts: 'modules/payouts/transitions.ts',
  offers: 'modules/offers/transitions.ts',
  items: 'modules/catalog/item-holds.ts',
};
const TABLES = Object.keys(WRITERS).join('|');
/** From `.update(table)` to the statement's `.where(` (or its end): what it sets. */
const DRIZZLE_UPDATE = new RegExp(`\\.update\\((${TABLES})\\)([\\s\\S]*?)(\\.where\\(|;)`, 'g');
const SQL_UPDATE = new RegExp(`\\bUPDATE\\s+(${TABLES})\\s+SET\\b([^;\`]*)`, 'gi');

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

/** Every `file: table` whose status a statement of the file writes. */
function statusWrites(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    [...text.matchAll(DRIZZLE_UPDATE), ...text.matchAll(SQL_UPDATE)]
      // A set of a variable (`.set(changes)`) cannot be read here: it counts as a write, as `...set` does.
      .filter((m) => /\bstatus\b|\.set\(\s*[a-zA-Z_]+\s*\)|\.\.\.set\b/.test(m[2] ?? ''))
      .map((m) => `${path}: ${m[1]!.toLowerCase()}`),
  );
}

const files = sources(src).map((path) => ({ path: relative(src, path), text: readFileSync(path, 'utf8') }));

describe('STATE-1: one writer per state', () => {
  it('STATE-1: the status of orders, payments, top-ups, payouts, offers and items is written only in its transition function', () => {
    const writes = statusWrites(files);
    // The search sees the writers themselves: a moved or renamed writer fails here, not silently.
    for (const [table, writer] of Object.entries(WRITERS)) expect(writes, table).toContain(`${writer}: ${table}`);
    expect(writes.filter((w) => { const [path, table] = w.split(': '); return WRITERS[table!] !== path; })).toEqual([]);
  });

  it('STATE-1: the search finds a status written elsewhere, by drizzle or by SQL', () => {
    const planted = [
      { path: 'modules/checkout/delivery.ts', text: "await db.update(orders).set({ status: 'delivery_failed' }).where(eq(orders.id, 1));" },
      { path: 'modules/catalog/operator-items.ts', text: 'sql`UPDATE items SET status = ${to} WHERE id = 1`' },
      { path: 'modules/payouts/conflicts.ts', text: 'await tx.update(payouts).set(changes).where(eq(payouts.id, 1));' },
    ];
    expect(statusWrites(planted)).toEqual(['modules/checkout/delivery.ts: orders', 'modules/catalog/operator-items.ts: items', 'modules/payouts/conflicts.ts: payouts']);
  });
});
