import { operatorSocialLinkBodySchema, operatorSocialLinkChangeBodySchema, type OperatorSocialLink } from '@skins/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { useChangeSocialLink } from '../api/change-social-link';
import { useCreateSocialLink } from '../api/create-social-link';
import { useContractSave } from '../components/contract-save';
import { FormFooter } from '../components/form-footer';

/** OPS-121: a new social link's form, or (given `link`) its change; both checked by the contract's schemas (OPS-120). */
export function SocialLinkFormDialog({ link, onClose }: { link: OperatorSocialLink | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ title: link?.title ?? '', link: link?.link ?? '', img: link?.img ?? '' });
  const create = useContractSave(operatorSocialLinkBodySchema, useCreateSocialLink().mutateAsync, t('op_social_save_failed'), t('op_social_saved'));
  const change = useContractSave(operatorSocialLinkChangeBodySchema, useChangeSocialLink(link?.id ?? 0).mutateAsync, t('op_social_save_failed'), t('op_social_saved'));
  const save = link ? change : create;
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await save.submit(form)) onClose();
  };
  return (
    <Modal open title={link ? t('op_social_edit_title', { title: link.title }) : t('op_social_new')} onClose={onClose} closeLabel={t('op_close')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <TextField label={t('op_social_title')} name="title" value={form.title} error={save.errors.title} onChange={set('title')} autoComplete="off" />
        <TextField label={t('op_social_link')} name="link" type="url" inputMode="url" value={form.link} error={save.errors.link} onChange={set('link')} autoComplete="off" />
        <TextField label={t('op_social_img')} name="img" inputMode="url" value={form.img} error={save.errors.img} hint={t('op_social_img_hint')} onChange={set('img')} autoComplete="off" />
        <FormFooter failure={save.failure} busy={save.busy} onCancel={onClose} saveLabel={t('op_social_save')} />
      </form>
    </Modal>
  );
}
