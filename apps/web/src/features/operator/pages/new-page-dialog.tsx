import { operatorStaticPageCreateBodySchema, type OperatorStaticPage } from '@skins/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldShell, inputClass, TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { useCreateStaticPage } from '../api/create-static-page';
import { useContractSave } from '../components/contract-save';
import { FormFooter } from '../components/form-footer';

/**
 * OPS-133: a new page's slug and English title and content, checked by the contract's schema
 * (OPS-130, OPS-132: the slug's format, length and the shop's own routes) before it is sent; a
 * slug already taken comes back on the slug field. German and Polish are written afterwards in the editor.
 */
export function NewPageDialog({ onCreated, onClose }: { onCreated: (page: OperatorStaticPage) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const contentId = useId();
  const [form, setForm] = useState({ slug: '', title: '', content: '' });
  const create = useCreateStaticPage();
  const save = useContractSave(
    operatorStaticPageCreateBodySchema,
    async (body) => {
      const answer = await create.mutateAsync(body);
      onCreated(answer.payload);
      return answer;
    },
    t('op_page_create_failed'),
    t('op_page_created'),
  );
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await save.submit(form)) onClose();
  };
  return (
    <Modal open title={t('op_page_new')} onClose={onClose} closeLabel={t('op_close')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <TextField label={t('op_page_slug')} name="slug" value={form.slug} error={save.errors.slug} hint={t('op_page_slug_hint')} onChange={set('slug')} autoComplete="off" spellCheck={false} />
        <TextField label={t('op_page_title')} name="title" value={form.title} error={save.errors.title} onChange={set('title')} autoComplete="off" />
        <FieldShell id={contentId} label={t('op_page_content')} error={save.errors.content}>
          <textarea
            id={contentId}
            name="content"
            value={form.content}
            rows={10}
            onChange={set('content')}
            aria-invalid={save.errors.content ? true : undefined}
            aria-describedby={save.errors.content ? `${contentId}-error` : undefined}
            className={`${inputClass} h-auto py-2 font-mono text-xs`}
          />
        </FieldShell>
        <FormFooter failure={save.failure} busy={save.busy} onCancel={onClose} saveLabel={t('op_page_create')} />
      </form>
    </Modal>
  );
}
