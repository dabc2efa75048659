import { imageUrl, itemImageKindValues, operatorItemBodySchema, type OperatorItem } from '@skins/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormMessage, TextField } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { Select } from '../../../ui/select';
import { useContractSave } from '../components/contract-save';
import { FormFooter } from '../components/form-footer';
import { useSubcategories } from '../api/get-subcategories';
import { useSaveItem } from '../api/save-item';
import { SkinFields, skinBodyOf, skinFormOf } from './skin-fields';

const TEXTS = ['title', 'type', 'quality', 'exterior_name', 'hero', 'item_class'] as const;
type Form = Record<(typeof TEXTS)[number] | 'subcategory' | 'price' | 'old_price' | 'image_kind' | 'image_url', string> & { is_new: boolean };

function formOf(item: OperatorItem | null): Form {
  return {
    title: item?.title ?? '',
    type: item?.type ?? '',
    quality: item?.quality ?? '',
    exterior_name: item?.exterior_name ?? '',
    hero: item?.hero ?? '',
    item_class: item?.item_class ?? '',
    subcategory: item?.subcategory ?? '',
    price: item ? String(item.price) : '',
    old_price: item?.old_price === null || !item ? '' : String(item.old_price),
    image_kind: item?.image_kind ?? 'rifle',
    image_url: item?.image_url ?? '',
    is_new: item?.is_new ?? false,
  };
}

/** The generated art of a kind and title, as the images route draws it (ART-1: the title names the model). */
function generatedArt(kind: string, title: string): string {
  const slug = title.normalize('NFKD').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 80).replace(/-+$/, '');
  return imageUrl(`items/${kind}/${slug || 'item'}.svg`);
}

/**
 * ART-3: the picture the item shows: its saved one (a Steam image is served by the item's id,
 * the browser never fetches an address itself), else the generated art of the form's kind and title.
 */
function ImagePreview({ item, form }: { item: OperatorItem | null; form: Form }) {
  const { t } = useTranslation();
  const saved = item !== null && form.image_url.trim() === (item.image_url ?? '') && form.image_kind === item.image_kind;
  const pending = !saved && form.image_url.trim() !== '';
  return (
    <figure className="flex items-center gap-3">
      <img src={saved ? imageUrl(item.img_url) : generatedArt(form.image_kind, form.title)} alt={t('opc_image_preview')} width={128} height={96} className="h-24 w-32 rounded border border-slate-700 object-cover" />
      {pending && <figcaption className="text-sm text-slate-400">{t('opc_image_after_save')}</figcaption>}
    </figure>
  );
}

/**
 * OPS-61, OPS-62, OPS-79: the item's form (new, or the whole form of an unsold item), checked by the
 * contract's schema. SKIN-13: it shows every field of the item, so an edit sends back what it did not change.
 */
export function ItemFormDialog({ item, onClose }: { item: OperatorItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const subcategories = useSubcategories();
  const [form, setForm] = useState(() => formOf(item));
  const [skin, setSkin] = useState(() => skinFormOf(item));
  const save = useContractSave(operatorItemBodySchema, useSaveItem(item?.id ?? null).mutateAsync, t('opc_fix_fields'), t('opc_item_saved'));
  const set = (key: keyof Form, value: string | boolean) => setForm((f) => ({ ...f, [key]: value }));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const body = { ...form, ...skinBodyOf(skin, item), old_price: form.old_price.trim() === '' ? null : form.old_price };
    if (await save.submit(body)) onClose();
  };
  const labels: Record<(typeof TEXTS)[number], string> = {
    title: t('opc_title'),
    type: t('opc_type'),
    quality: t('opc_quality'),
    exterior_name: t('opc_exterior'),
    hero: t('opc_hero'),
    item_class: t('opc_item_class'),
  };
  return (
    <Modal open title={item ? t('opc_edit_item', { id: item.id }) : t('opc_new_item')} onClose={onClose} closeLabel={t('op_close')}>
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3">
        <div className="grid gap-3 sm:grid-cols-2">
          {TEXTS.map((key) => (
            <TextField key={key} label={labels[key]} name={key} value={form[key]} error={save.errors[key]} onChange={(e) => set(key, e.target.value)} autoComplete="off" />
          ))}
          <TextField label={t('opc_price')} name="price" inputMode="decimal" value={form.price} error={save.errors.price} onChange={(e) => set('price', e.target.value)} autoComplete="off" />
          <TextField label={t('opc_old_price')} name="old_price" inputMode="decimal" value={form.old_price} error={save.errors.old_price} onChange={(e) => set('old_price', e.target.value)} autoComplete="off" />
        </div>
        <div className="flex flex-wrap gap-4">
          <Select
            label={t('opc_subcategory')}
            showLabel
            value={form.subcategory}
            onChange={(e) => set('subcategory', e.target.value)}
            options={[{ value: '', label: t('opc_none') }, ...(subcategories.data ?? []).map((s) => ({ value: s.url, label: s.name }))]}
          />
          <Select label={t('opc_image_kind')} showLabel value={form.image_kind} onChange={(e) => set('image_kind', e.target.value)} options={itemImageKindValues.map((k) => ({ value: k, label: k }))} />
          <label className="flex items-center gap-2 text-sm text-slate-300">
            <input type="checkbox" checked={form.is_new} onChange={(e) => set('is_new', e.target.checked)} className="size-4 accent-accent-400" />
            {t('opc_is_new')}
          </label>
        </div>
        {(save.errors.subcategory ?? save.errors.image_kind) && <FormMessage>{save.errors.subcategory ?? save.errors.image_kind}</FormMessage>}
        <TextField label={t('opc_image_url')} name="image_url" type="url" inputMode="url" value={form.image_url} error={save.errors.image_url} hint={t('opc_image_url_hint')} onChange={(e) => set('image_url', e.target.value)} autoComplete="off" />
        <ImagePreview item={item} form={form} />
        <SkinFields form={skin} errors={save.errors} onChange={setSkin} />
        <FormFooter failure={save.failure} busy={save.busy} onCancel={onClose} saveLabel={t('opc_save')} />
      </form>
    </Modal>
  );
}
