import { staticPageLanguageValues, type OperatorStaticPage, type StaticPageLanguage } from '@skins/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage, inputClass } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { PageSpinner } from '../../../ui/spinner';
import { useDeleteStaticPage } from '../api/delete-static-page';
import { useOperatorPages } from '../api/get-static-pages';
import { onePage } from '../api/one-page';
import { usePutStaticPage } from '../api/put-static-page';
import { toastDone } from '../api/use-acted';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { RowButton } from '../components/row-button';
import { useListParams } from '../components/use-list-params';
import { NewPageDialog } from './new-page-dialog';

const NO_FILTERS = [] as const;

/** OPS-131: the pages the checkout and the sign-up link (spec §3 is_terms, is_privacy) are kept. */
const isLinked = (page: OperatorStaticPage) => page.is_terms === 1 || page.is_privacy === 1;

type Dialog = { kind: 'new' } | { kind: 'delete'; page: OperatorStaticPage } | null;

/**
 * OPS-96: the static pages, one chosen with a language; its title and content are edited and saved.
 * OPS-133: every page listed with its address, a View link (the shop's page in a new tab), Delete
 * behind a confirmation (not for the terms and privacy pages), and New page.
 */
export default function PagesPage() {
  const { t } = useTranslation();
  const pages = useOperatorPages();
  const params = useListParams(NO_FILTERS);
  const remove = useDeleteStaticPage();
  const [pageId, setPageId] = useState<number | null>(null);
  const [lang, setLang] = useState<StaticPageLanguage>('en');
  const [dialog, setDialog] = useState<Dialog>(null);
  if (pages.isPending) return <PageSpinner />;
  if (pages.error || !pages.data) return <FormMessage>{errorMessage(pages.error, t('op_load_failed'))}</FormMessage>;
  const page = pages.data.find((p) => p.id === pageId) ?? pages.data[0];
  const columns: Column<OperatorStaticPage>[] = [
    { header: t('op_page_title'), cell: (p) => <CellText className="font-medium text-white">{p.texts.en.title}</CellText> },
    { header: t('op_page_address'), cell: (p) => <CellText>/{p.slug}</CellText> },
    {
      header: t('op_page_flags'),
      cell: (p) => <CellText>{[p.is_terms === 1 && t('op_page_flag_terms'), p.is_privacy === 1 && t('op_page_flag_privacy')].filter(Boolean).join(', ') || '—'}</CellText>,
    },
    {
      header: t('op_actions'),
      cell: (p) => (
        <div className="flex flex-wrap items-center gap-2">
          {/* The shop's own page, as a visitor sees it (before or after a save). */}
          <a href={`/${p.slug}`} target="_blank" rel="noopener noreferrer" aria-label={t('op_page_view_name', { title: p.texts.en.title })} className="text-accent-300 underline">
            {t('op_page_view')}
          </a>
          {!isLinked(p) && (
            <RowButton name={`${t('op_page_delete')} ${p.texts.en.title}`} onClick={() => setDialog({ kind: 'delete', page: p })}>
              {t('op_page_delete')}
            </RowButton>
          )}
        </div>
      ),
    },
  ];
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{t('op_pages')}</h2>
        <Button onClick={() => setDialog({ kind: 'new' })}>{t('op_page_new')}</Button>
      </div>
      {/* The whole list is one page (onePage): no pager. */}
      <PagedTable caption={t('op_pages')} params={params} columns={columns} rowKey={(p) => p.id} query={{ ...pages, data: onePage({ status: 'OK', payload: pages.data, meta: undefined }) }} pageSize={pages.data.length || 1} />
      <div className="flex flex-wrap gap-3">
        <Select label={t('op_pages')} showLabel value={String(page?.id ?? '')} options={pages.data.map((p) => ({ value: String(p.id), label: `${p.texts.en.title} (/${p.slug})` }))} onChange={(e) => setPageId(Number(e.target.value))} />
        <Select
          label={t('op_page_language')}
          showLabel
          value={lang}
          options={staticPageLanguageValues.map((l) => ({ value: l, label: t(`op_lang_${l}`) }))}
          onChange={(e) => setLang(e.target.value as StaticPageLanguage)}
        />
      </div>
      {/* Keyed by page and language: switching starts the form from that text. */}
      {page && <PageEditor key={`${page.id}:${lang}`} page={page} lang={lang} />}
      {dialog?.kind === 'new' && <NewPageDialog onCreated={(created) => setPageId(created.id)} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          destructive
          title={t('op_page_delete_title', { title: dialog.page.texts.en.title })}
          message={t('op_page_delete_text', { slug: dialog.page.slug })}
          confirmLabel={t('op_page_delete')}
          onConfirm={async () => toastDone(await remove.mutateAsync(dialog.page.id), t('op_page_deleted'))}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

function PageEditor({ page, lang }: { page: OperatorStaticPage; lang: StaticPageLanguage }) {
  const { t } = useTranslation();
  const id = useId();
  const put = usePutStaticPage();
  const stored = page.texts[lang];
  const [title, setTitle] = useState(stored?.title ?? page.texts.en.title);
  const [content, setContent] = useState(stored?.content ?? page.texts.en.content);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setErrors({});
    setFailure(null);
    setSaved(false);
    try {
      await put.mutateAsync({ id: page.id, lang, body: { title, content } });
      setSaved(true);
    } catch (err) {
      if (err instanceof ApiError && err.errors) setErrors(err.errors);
      else setFailure(errorMessage(err, t('op_load_failed')));
    }
  };
  const fieldError = (name: string) =>
    errors[name]?.[0] && (
      <p id={`${id}-${name}-error`} className="text-sm text-red-400">
        {errors[name][0]}
      </p>
    );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3" aria-label={`${page.texts.en.title}: ${t(`op_lang_${lang}`)}`}>
      {!stored && <p className="text-sm text-slate-400">{t('op_page_not_written')}</p>}
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-title`} className="text-sm font-medium text-slate-300">
          {t('op_page_title')}
        </label>
        <input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} aria-invalid={errors.title ? true : undefined} aria-describedby={errors.title ? `${id}-title-error` : undefined} className={inputClass} />
        {fieldError('title')}
      </div>
      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-content`} className="text-sm font-medium text-slate-300">
          {t('op_page_content')}
        </label>
        <textarea
          id={`${id}-content`}
          value={content}
          rows={16}
          onChange={(e) => setContent(e.target.value)}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={errors.content ? `${id}-content-error` : undefined}
          className={`${inputClass} h-auto py-2 font-mono text-xs`}
        />
        {fieldError('content')}
      </div>
      {failure && <FormMessage>{failure}</FormMessage>}
      <div className="flex items-center gap-3">
        <Button type="submit" disabled={put.isPending}>
          {t('op_page_save')}
        </Button>
        {saved && (
          <span role="status" className="text-sm text-emerald-300">
            {t('op_page_saved')}
          </span>
        )}
      </div>
    </form>
  );
}
