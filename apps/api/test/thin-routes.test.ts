import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * SEAM-13 (issue 48 item 5): a route file is HTTP only: it parses, calls one service function and
 * answers. The work a route must not hold is found in the sources as text: opening a transaction
 * (`db.transaction(` or `withTransaction(`), writing the audit log (`recordAudit(`) and building an
 * error envelope by hand (`status: 'error'`: an error is thrown as an AppError, the errors plugin
 * writes its envelope).
 */
const src = join(import.meta.dirname, '../src');
const ROOTS = ['modules', 'flows'];
const FORBIDDEN: Record<string, RegExp> = {
  transaction: /(?:\.transaction|\bwithTransaction)\(/,
  audit: /\brecordAudit\(/,
  'error envelope': /\bstatus\s*:\s*['"`]error['"`]/,
};
function routeFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return routeFiles(path);
    return entry.name.endsWith('routes.ts') ? [path] : [];
  });
}

/** Every `file: what` a route file holds that belongs in a service. */
function heldWork(files: { path: string; text: string }[]): string[] {
  return files.flatMap(({ path, text }) =>
    Object.entries(FORBIDDEN)
      .filter(([, pattern]) => pattern.test(text))
      .map(([what]) => `${path}: ${what}`),
  );
}

const files = ROOTS.flatMap((root) => routeFiles(join(src, root))).map((path) => ({ path: relative(src, path), text: readFileSync(path, 'utf8') }));

describe('SEAM-13: thin route files', () => {
  it('SEAM-13: no route file under modules/ or flows/ opens a transaction, writes the audit log or builds an error envelope', () => {
    // The walk sees the route files: a moved folder fails here, not silently.
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(['modules/account/operator-routes.ts', 'modules/checkout/operator-delivery-routes.ts', 'modules/auth/operator-email-routes.ts']));
    expect(heldWork(files)).toEqual([]);
  });

  it('SEAM-13: the search finds a transaction, an audit write and a hand-built envelope in a route file', () => {
    const planted = [
      { path: 'modules/account/operator-routes.ts', text: 'await withTransaction(app, async (tx) => setBlocked(tx, input));' },
      { path: 'modules/catalog/routes.ts', text: 'const rows = await app.db.transaction(async (tx) => tx.select().from(items));' },
      { path: 'flows/purchase-routes.ts', text: "await recordAudit(app.db, { actorId, action: 'order.refund' });" },
      { path: 'modules/content/operator-routes.ts', text: "return reply.code(409).send({ status: 'error', code: 'OPS_OFFERS_IN_PROGRESS' });" },
      { path: 'modules/cart/routes.ts', text: "return { status: 'OK' as const, payload: await listCart(request.ctx()) };" },
    ];
    expect(heldWork(planted)).toEqual([
      'modules/account/operator-routes.ts: transaction',
      'modules/catalog/routes.ts: transaction',
      'flows/purchase-routes.ts: audit',
      'modules/content/operator-routes.ts: error envelope',
    ]);
  });
});
