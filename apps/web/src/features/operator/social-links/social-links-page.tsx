import { type OperatorSocialLink } from '@skins/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { useDeleteSocialLink } from '../api/delete-social-link';
import { useOperatorSocialLinks } from '../api/get-social-links';
import { toastDone } from '../api/use-acted';
import { ConfirmDialog } from '../components/confirm-dialog';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { RowButton } from '../components/row-button';
import { useListParams } from '../components/use-list-params';
import { SocialLinkFormDialog } from './social-link-form-dialog';

const NO_FILTERS = [] as const;

type Dialog = { kind: 'form'; link: OperatorSocialLink | null } | { kind: 'delete'; link: OperatorSocialLink } | null;

/** OPS-121: the footer's social links (title, link, icon) in its order: add, edit, delete. */
export default function SocialLinksPage() {
  const { t } = useTranslation();
  const params = useListParams(NO_FILTERS);
  const query = useOperatorSocialLinks();
  const remove = useDeleteSocialLink();
  const [dialog, setDialog] = useState<Dialog>(null);

  const columns: Column<OperatorSocialLink>[] = [
    { header: t('op_social_title'), cell: (l) => <CellText className="font-medium text-white">{l.title}</CellText> },
    {
      header: t('op_social_link'),
      cell: (l) => (
        <a href={l.link} target="_blank" rel="noopener noreferrer" className="text-accent-300 underline [overflow-wrap:anywhere]">
          {l.link}
        </a>
      ),
    },
    { header: t('op_social_img'), cell: (l) => <CellText>{l.img}</CellText> },
    {
      header: t('op_actions'),
      cell: (l) => (
        <div className="flex flex-wrap gap-2">
          <RowButton name={`${t('op_social_edit')} ${l.title}`} onClick={() => setDialog({ kind: 'form', link: l })}>
            {t('op_social_edit')}
          </RowButton>
          <RowButton name={`${t('op_social_delete')} ${l.title}`} onClick={() => setDialog({ kind: 'delete', link: l })}>
            {t('op_social_delete')}
          </RowButton>
        </div>
      ),
    },
  ];

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-xl font-semibold text-white">{t('op_social_links')}</h2>
        <Button onClick={() => setDialog({ kind: 'form', link: null })}>{t('op_social_new')}</Button>
      </div>
      {/* The whole list is one page (onePage): no pager. */}
      <PagedTable caption={t('op_social_links')} params={params} columns={columns} rowKey={(l) => l.id} query={query} pageSize={query.data?.meta.total ?? 1} />
      {dialog?.kind === 'form' && <SocialLinkFormDialog link={dialog.link} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'delete' && (
        <ConfirmDialog
          open
          destructive
          title={t('op_social_delete_title', { title: dialog.link.title })}
          message={t('op_social_delete_text')}
          confirmLabel={t('op_social_delete')}
          onConfirm={async () => toastDone(await remove.mutateAsync(dialog.link.id), t('op_social_deleted'))}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}
