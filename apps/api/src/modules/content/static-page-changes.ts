import { errorCatalog, type OperatorStaticPage, type OperatorStaticPageBody, type OperatorStaticPageCreateBody, type StaticPageLanguage } from '@skins/contract';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/unique-violation.ts';
import { AppError } from '../../lib/app-error.ts';
import type { RootCtx } from '../../lib/ctx.ts';
import { withTransaction } from '../../lib/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { forgetContent } from './cached.ts';
import { cleanPageHtml } from './page-html.ts';
import { cleanPageText, listPagesForOperator, writePageText } from './static-pages.ts';
import { staticPages, staticPageTranslations } from './tables.ts';

type OperatorCtx = RootCtx & { userId: number };

const slugTaken = () => new AppError('OPS_PAGE_SLUG_TAKEN', { fields: { slug: [errorCatalog.OPS_PAGE_SLUG_TAKEN.message] } });

/** The page as the operator lists it, read in the transaction that wrote it. */
async function operatorPage(tx: Tx, id: number): Promise<OperatorStaticPage> {
  const [page] = await listPagesForOperator(tx, id);
  if (!page) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  return page;
}

/**
 * OPS-130: a new static page, last in the footer, with its German and Polish texts when given; the
 * slug is unique (its unique index decides a race: 409 on the slug field). Audited in its
 * transaction. The shop reads pages uncached (GET /static-pages, the footer, the document head);
 * the sitemap's cache follows contentVersion. SEC-16: every text is stored with its HTML cleaned.
 */
export async function createStaticPage(ctx: OperatorCtx, body: OperatorStaticPageCreateBody): Promise<OperatorStaticPage> {
  try {
    const created = await withTransaction(ctx, async (tx) => {
      const [row] = await tx
        .insert(staticPages)
        .values({
          slug: body.slug,
          title: body.title,
          content: cleanPageHtml(body.content),
          // A new page is never the terms or privacy page (the contract refuses the flags).
          isTerms: false,
          isPrivacy: false,
          position: sql`(SELECT coalesce(max(${staticPages.position}), 0) + 1 FROM ${staticPages})`,
        })
        .returning({ id: staticPages.id });
      if (!row) throw new AppError('COMMON_INTERNAL');
      const translations = (['de', 'pl'] as const).flatMap((lang) => (body[lang] ? [{ pageId: row.id, lang, ...cleanPageText(body[lang]) }] : []));
      if (translations.length > 0) await tx.insert(staticPageTranslations).values(translations);
      const page = await operatorPage(tx, row.id);
      await recordAudit(tx, { actorId: ctx.userId, action: 'static_page.create', target: { type: 'static_page', id: row.id }, after: page });
      return page;
    });
    forgetContent();
    return created;
  } catch (err) {
    if (isUniqueViolation(err, 'static_pages_slug_key')) throw slugTaken();
    throw err;
  }
}

/**
 * OPS-30: one language's title and text of a page (SEC-16: stored, and audited, with its HTML
 * cleaned) in one transaction; then the page as the operator lists it.
 */
export async function editStaticPage(ctx: OperatorCtx, page: { id: number; lang: StaticPageLanguage }, body: OperatorStaticPageBody): Promise<OperatorStaticPage> {
  const text = cleanPageText(body);
  await withTransaction(ctx, async (tx) => {
    const before = await writePageText(tx, page.id, page.lang, text);
    await recordAudit(tx, { actorId: ctx.userId, action: 'static_page.edit', target: { type: 'static_page', id: `${page.id}:${page.lang}` }, before, after: text });
  });
  const [edited] = await listPagesForOperator(ctx.db, page.id);
  if (!edited) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  return edited;
}

/**
 * OPS-131: deletes a page and its translations; the audit keeps what it was. The pages the
 * checkout and the sign-up link (spec §3 is_terms, is_privacy) are kept: 409 OPS_PAGE_PROTECTED.
 */
export async function deleteStaticPage(ctx: OperatorCtx, id: number): Promise<void> {
  await withTransaction(ctx, async (tx) => {
    const [row] = await tx.select({ id: staticPages.id }).from(staticPages).where(eq(staticPages.id, id)).for('update');
    if (!row) throw new AppError('CONTENT_PAGE_NOT_FOUND');
    const before = await operatorPage(tx, id);
    if (before.is_terms === 1 || before.is_privacy === 1) throw new AppError('OPS_PAGE_PROTECTED');
    // Its translations go with it (ON DELETE CASCADE).
    await tx.delete(staticPages).where(eq(staticPages.id, id));
    await recordAudit(tx, { actorId: ctx.userId, action: 'static_page.delete', target: { type: 'static_page', id }, before });
  });
  forgetContent();
}
