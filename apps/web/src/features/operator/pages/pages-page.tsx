import { staticPageLanguageValues, type OperatorStaticPage, type StaticPageLanguage } from '@skins/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../api/client';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage, inputClass } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { PageSpinner } from '../../../ui/spinner';
import { useOperatorPages } from '../api/get-static-pages';
import { usePutStaticPage } from '../api/put-static-page';

/** OPS-96: the static pages, one chosen with a language; its title and content are edited and saved. */
export default function PagesPage() {
  const { t } = useTranslation();
  const pages = useOperatorPages();
  const [pageId, setPageId] = useState<number | null>(null);
  const [lang, setLang] = useState<StaticPageLanguage>('en');
  if (pages.isPending) return <PageSpinner />;
  if (pages.error || !pages.data) return <FormMessage>{errorMessage(pages.error, t('op_load_failed'))}</FormMessage>;
  const page = pages.data.find((p) => p.id === pageId) ?? pages.data[0];
  return (
    <div className="flex flex-col gap-4">
      <h2 className="text-xl font-semibold text-white">{t('op_pages')}</h2>
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
