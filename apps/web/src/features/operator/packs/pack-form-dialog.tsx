import { operatorPackBodySchema, type OperatorPack } from '@skins/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { useContractSave } from '../components/contract-save';
import { FormFooter } from '../components/form-footer';
import { useSavePack } from '../api/save-pack';

/** "12, 13 14" -> [12, 13, 14]; a part that is not a whole number stays as text, so the contract refuses it. */
const idsOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/** OPS-71, OPS-79: a pack's form: title, description, price and its skins' ids. */
export function PackFormDialog({ pack, onClose }: { pack: OperatorPack | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ title: pack?.title ?? '', description: pack?.description ?? '', price: pack ? String(pack.price) : '', item_ids: pack?.item_ids.join(', ') ?? '' });
  const save = useContractSave(operatorPackBodySchema, useSavePack(pack?.id ?? null).mutateAsync, t('opc_fix_fields'), t('opc_pack_saved'));
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [key]: e.target.value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await save.submit({ ...form, item_ids: idsOf(form.item_ids) })) onClose();
  };
  return (
    <Modal open title={pack ? t('opc_edit_pack', { id: pack.id }) : t('opc_new_pack')} onClose={onClose} closeLabel={t('op_close')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <TextField label={t('opc_title')} name="title" value={form.title} error={save.errors.title} onChange={set('title')} autoComplete="off" />
        <TextField label={t('opc_description')} name="description" value={form.description} error={save.errors.description} onChange={set('description')} autoComplete="off" />
        <TextField label={t('opc_price')} name="price" inputMode="decimal" value={form.price} error={save.errors.price} onChange={set('price')} autoComplete="off" />
        <TextField label={t('opc_pack_items')} name="item_ids" value={form.item_ids} error={save.errors.item_ids} onChange={set('item_ids')} autoComplete="off" />
        <FormFooter failure={save.failure} busy={save.busy} onCancel={onClose} saveLabel={t('opc_save')} />
      </form>
    </Modal>
  );
}
