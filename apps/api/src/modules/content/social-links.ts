import type { OperatorSocialLink, OperatorSocialLinkBody, OperatorSocialLinkChangeBody } from '@skins/contract';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { socialLinks } from './tables.ts';

type OperatorCtx = RootCtx & { userId: number };
type SocialLinkRow = typeof socialLinks.$inferSelect;

const toOperatorLink = (row: SocialLinkRow): OperatorSocialLink => ({ id: row.id, link: row.link, img: row.img, title: row.title, position: row.position });
/** What the audit keeps of a link: its footer fields. */
const fieldsOf = (row: SocialLinkRow) => ({ link: row.link, img: row.img, title: row.title });

/** OPS-120: GET /operator/social-links: every link in the footer's order (as GET /social-links lists them). */
export async function listOperatorSocialLinks(db: DbOrTx): Promise<OperatorSocialLink[]> {
  const rows = await db.select().from(socialLinks).orderBy(asc(socialLinks.position), asc(socialLinks.id));
  return rows.map(toOperatorLink);
}

async function lockLink(tx: Tx, id: number): Promise<SocialLinkRow> {
  const [row] = await tx.select().from(socialLinks).where(eq(socialLinks.id, id)).for('update');
  if (!row) throw new AppError('OPS_SOCIAL_LINK_NOT_FOUND');
  return row;
}

/** OPS-120: a new link, last in the footer; audited in its transaction. The footer reads links uncached, so it shows at once. */
export function createSocialLink(ctx: OperatorCtx, body: OperatorSocialLinkBody): Promise<OperatorSocialLink> {
  return withTransaction(ctx, async (tx) => {
    const [row] = await tx
      .insert(socialLinks)
      .values({ ...body, position: sql`(SELECT coalesce(max(${socialLinks.position}), 0) + 1 FROM ${socialLinks})` })
      .returning();
    if (!row) throw new AppError('COMMON_INTERNAL');
    await recordAudit(tx, { actorId: ctx.userId, action: 'social_link.create', target: { type: 'social_link', id: row.id }, after: fieldsOf(row) });
    return toOperatorLink(row);
  });
}

/** OPS-120: changes a link's address, icon or title; audited with before and after. */
export function changeSocialLink(ctx: OperatorCtx, id: number, change: OperatorSocialLinkChangeBody): Promise<OperatorSocialLink> {
  return withTransaction(ctx, async (tx) => {
    const row = await lockLink(tx, id);
    const [updated] = await tx.update(socialLinks).set(change).where(eq(socialLinks.id, id)).returning();
    if (!updated) throw new AppError('OPS_SOCIAL_LINK_NOT_FOUND');
    await recordAudit(tx, { actorId: ctx.userId, action: 'social_link.change', target: { type: 'social_link', id }, before: fieldsOf(row), after: fieldsOf(updated) });
    return toOperatorLink(updated);
  });
}

/** OPS-120: deletes a link; the audit keeps what it was. */
export function deleteSocialLink(ctx: OperatorCtx, id: number): Promise<void> {
  return withTransaction(ctx, async (tx) => {
    const row = await lockLink(tx, id);
    await tx.delete(socialLinks).where(eq(socialLinks.id, id));
    await recordAudit(tx, { actorId: ctx.userId, action: 'social_link.delete', target: { type: 'social_link', id }, before: fieldsOf(row) });
  });
}
