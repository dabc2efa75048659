import type { OperatorStaticPage, StaticPage, StaticPageLanguage } from '@skins/contract';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { listLanguages } from '../i18n/index.ts';
import { cleanPageHtml } from './page-html.ts';
import { staticPages, staticPageTranslations } from './tables.ts';

type PageRow = typeof staticPages.$inferSelect;
type TranslationRow = typeof staticPageTranslations.$inferSelect;
type TranslatedLanguage = TranslationRow['lang'];

const isTranslated = (lang: string): lang is TranslatedLanguage => lang === 'de' || lang === 'pl';

/** OPS-90: the language code of a request's lang_id (English when it has no page texts of its own). */
export async function pageLanguage(db: DbOrTx, languageId: number | null): Promise<StaticPageLanguage> {
  const code = (await listLanguages(db)).find((l) => l.id === languageId)?.code.toLowerCase() ?? 'en';
  return isTranslated(code) ? code : 'en';
}

/** SEC-16: served cleaned, so a row saved before the rule (or written by hand) is clean too. */
function toStaticPage(row: PageRow, text?: Pick<TranslationRow, 'title' | 'content'> | null): StaticPage {
  return { id: row.id, slug: row.slug, title: text?.title ?? row.title, content: cleanPageHtml(text?.content ?? row.content), is_terms: row.isTerms ? 1 : 0, is_privacy: row.isPrivacy ? 1 : 0 };
}

/** The pages with the texts of `lang` where written (English otherwise), in the shop's order. */
async function pagesIn(db: DbOrTx, lang: StaticPageLanguage, id?: number): Promise<StaticPage[]> {
  const joinOn = isTranslated(lang) ? and(eq(staticPageTranslations.pageId, staticPages.id), eq(staticPageTranslations.lang, lang)) : sql`false`;
  const rows = await db
    .select({ page: staticPages, text: { title: staticPageTranslations.title, content: staticPageTranslations.content } })
    .from(staticPages)
    .leftJoin(staticPageTranslations, joinOn)
    .where(id === undefined ? undefined : eq(staticPages.id, id))
    .orderBy(asc(staticPages.position), asc(staticPages.id));
  return rows.map((r) => toStaticPage(r.page, r.text));
}

/** Spec §7 GET /static-pages; OPS-90: in the request's language (de, pl) where the page is written in it. */
export function listStaticPages(db: DbOrTx, lang: StaticPageLanguage = 'en'): Promise<StaticPage[]> {
  return pagesIn(db, lang);
}

export async function getStaticPage(db: DbOrTx, id: number, lang: StaticPageLanguage = 'en'): Promise<StaticPage> {
  const [page] = await pagesIn(db, lang, id);
  if (!page) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  return page;
}

/** OPS-90: every page with its text in each language (null: not written, English is shown). */
export async function listPagesForOperator(db: DbOrTx, id?: number): Promise<OperatorStaticPage[]> {
  const pages = await db
    .select()
    .from(staticPages)
    .where(id === undefined ? undefined : eq(staticPages.id, id))
    .orderBy(asc(staticPages.position), asc(staticPages.id));
  const texts = await db.select().from(staticPageTranslations);
  const textOf = (pageId: number, lang: TranslatedLanguage) => {
    const t = texts.find((x) => x.pageId === pageId && x.lang === lang);
    return t ? { title: t.title, content: cleanPageHtml(t.content) } : null;
  };
  return pages.map((p) => ({
    id: p.id,
    slug: p.slug,
    is_terms: p.isTerms ? 1 : 0,
    is_privacy: p.isPrivacy ? 1 : 0,
    // SEC-16: the operator edits what the shop shows.
    texts: { en: { title: p.title, content: cleanPageHtml(p.content) }, de: textOf(p.id, 'de'), pl: textOf(p.id, 'pl') },
  }));
}

/** SEC-16: a page's text as it is stored: its HTML cleaned. */
export function cleanPageText<T extends { title: string; content: string }>(text: T): T {
  return { ...text, content: cleanPageHtml(text.content) };
}

/**
 * OPS-90: writes a page's title and content in one language, in the caller's transaction
 * (English is the page row, German and Polish its translations), its HTML cleaned (SEC-16).
 * Answers the text before.
 */
export async function writePageText(tx: DbOrTx, id: number, lang: StaticPageLanguage, written: { title: string; content: string }): Promise<{ title: string; content: string } | null> {
  const text = cleanPageText({ title: written.title, content: written.content });
  const [page] = await tx.select().from(staticPages).where(eq(staticPages.id, id)).for('update');
  if (!page) throw new AppError('CONTENT_PAGE_NOT_FOUND');
  if (!isTranslated(lang)) {
    await tx.update(staticPages).set(text).where(eq(staticPages.id, id));
    return { title: page.title, content: page.content };
  }
  const [before] = await tx
    .select({ title: staticPageTranslations.title, content: staticPageTranslations.content })
    .from(staticPageTranslations)
    .where(and(eq(staticPageTranslations.pageId, id), eq(staticPageTranslations.lang, lang)));
  await tx
    .insert(staticPageTranslations)
    .values({ pageId: id, lang, ...text })
    .onConflictDoUpdate({ target: [staticPageTranslations.pageId, staticPageTranslations.lang], set: text });
  return before ?? null;
}
