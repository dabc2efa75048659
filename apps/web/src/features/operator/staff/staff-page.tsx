import { staffInviteBodySchema, staffRoleValues, type StaffInvite, type StaffMember, type StaffRole } from '@skins/contract';
import { useState, type FormEvent } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { Button } from '../../../ui/button';
import { FormMessage, TextField } from '../../../ui/field';
import { Select } from '../../../ui/select';
import { toast } from '../../../ui/toast';
import { onePage } from '../api/one-page';
import { useCancelInvite, useChangeStaffRole, useInviteStaff, useRemoveStaff, useStaff } from '../api/staff-calls';
import { toastDone } from '../api/use-acted';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useContractSave } from '../components/contract-save';
import { when } from '../components/format';
import { CellText, PagedTable, type Column } from '../components/paged-table';
import { RowButton } from '../components/row-button';
import { useListParams } from '../components/use-list-params';

const NO_FILTERS = [] as const;

/** The role select's options, in the contract's order. */
const roleOptions = (t: TFunction) => staffRoleValues.map((r) => ({ value: r, label: t(`op_staff_role_${r}`) }));

/** A staff account's name in the screen's labels: its email, else its id. */
const who = (m: StaffMember) => m.email ?? `#${m.id}`;

/**
 * STAFF-WEB-2: the owner's Staff section: the staff accounts (role changed in place, removed after
 * a confirmation), the invites not yet accepted (cancelled), and the invite form (checked by the
 * contract's staffInviteBodySchema). Every change is toasted: the API's message, or its refusal.
 */
export default function StaffPage() {
  const { t } = useTranslation();
  const params = useListParams(NO_FILTERS);
  const query = useStaff();
  const changeRole = useChangeStaffRole();
  const cancelInvite = useCancelInvite();
  const remove = useRemoveStaff();
  const [removing, setRemoving] = useState<StaffMember | null>(null);
  const failed = (err: unknown) => toast.error(errorMessage(err, t('op_staff_failed')));
  /** A row's action: its success toasted (the API's message, else `done`), its refusal too. */
  const act = async (action: () => Promise<{ message?: string }>, done: string) => {
    try {
      toastDone(await action(), done);
    } catch (err) {
      failed(err);
    }
  };

  const staffColumns: Column<StaffMember>[] = [
    { header: t('op_staff_email'), cell: (m) => <CellText className="font-medium text-white">{m.email ?? '—'}</CellText> },
    { header: t('op_staff_name'), cell: (m) => <CellText>{m.name}</CellText> },
    {
      header: t('op_staff_role'),
      cell: (m) => (
        <Select
          label={t('op_staff_role_of', { who: who(m) })}
          value={m.staff_role}
          options={roleOptions(t)}
          disabled={changeRole.isPending}
          onChange={(e) => void act(() => changeRole.mutateAsync({ id: m.id, staff_role: e.target.value as StaffRole }), t('op_staff_role_changed'))}
        />
      ),
    },
    { header: t('op_staff_two_factor'), cell: (m) => (m.two_factor_enabled ? t('op_staff_two_factor_on') : t('op_staff_two_factor_off')) },
    {
      header: t('op_actions'),
      cell: (m) => (
        <RowButton name={t('op_staff_remove_of', { who: who(m) })} onClick={() => setRemoving(m)}>
          {t('op_staff_remove')}
        </RowButton>
      ),
    },
  ];
  const inviteColumns: Column<StaffInvite>[] = [
    { header: t('op_staff_email'), cell: (i) => <CellText className="font-medium text-white">{i.email}</CellText> },
    { header: t('op_staff_role'), cell: (i) => t(`op_staff_role_${i.staff_role}`) },
    { header: t('op_staff_invited_by'), cell: (i) => i.invited_by ?? '—' },
    { header: t('op_staff_expires'), cell: (i) => when(i.expires_at) },
    {
      header: t('op_actions'),
      cell: (i) => (
        <RowButton name={t('op_staff_cancel_invite_of', { who: i.email })} onClick={() => void act(() => cancelInvite.mutateAsync(i.id), t('op_staff_invite_cancelled'))}>
          {t('op_staff_cancel_invite')}
        </RowButton>
      ),
    },
  ];
  const list = <Row,>(rows: Row[] | undefined) => ({ ...query, data: rows && onePage({ status: 'OK', payload: rows, meta: undefined }) });

  return (
    <div className="flex flex-col gap-6">
      <h2 className="text-xl font-semibold text-white">{t('op_staff')}</h2>
      <InviteForm />
      <PagedTable caption={t('op_staff_accounts')} params={params} columns={staffColumns} rowKey={(m) => m.id} query={list(query.data?.staff)} pageSize={query.data?.staff.length || 1} />
      <section aria-labelledby="op-staff-invites" className="flex flex-col gap-3">
        <h3 id="op-staff-invites" className="text-sm font-semibold tracking-wide text-slate-300 uppercase">
          {t('op_staff_invites')}
        </h3>
        <PagedTable caption={t('op_staff_invites')} params={params} columns={inviteColumns} rowKey={(i) => i.id} query={list(query.data?.invites)} pageSize={query.data?.invites.length || 1} />
      </section>
      {removing && (
        <ConfirmDialog
          open
          destructive
          title={t('op_staff_remove_title', { who: who(removing) })}
          message={t('op_staff_remove_text')}
          confirmLabel={t('op_staff_remove')}
          onConfirm={() => act(() => remove.mutateAsync(removing.id), t('op_staff_removed'))}
          onClose={() => setRemoving(null)}
        />
      )}
    </div>
  );
}

/** STAFF-WEB-2: the invite form: an email and a role, checked by staffInviteBodySchema before it is sent. */
function InviteForm() {
  const { t } = useTranslation();
  const [form, setForm] = useState<{ email: string; staff_role: StaffRole }>({ email: '', staff_role: 'support' });
  const save = useContractSave(staffInviteBodySchema, useInviteStaff().mutateAsync, t('op_staff_failed'), t('op_staff_invited'));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await save.submit(form)) setForm((f) => ({ ...f, email: '' }));
  };
  return (
    <form aria-label={t('op_staff_invite_title')} onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-3 rounded-xl border border-ink-700 bg-ink-900 p-4">
      <h3 className="text-sm font-semibold tracking-wide text-slate-300 uppercase">{t('op_staff_invite_title')}</h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="min-w-56 flex-1">
          <TextField label={t('op_staff_email')} name="email" type="email" inputMode="email" autoComplete="off" value={form.email} error={save.errors.email} onChange={(e) => setForm((f) => ({ ...f, email: e.target.value }))} />
        </div>
        <Select label={t('op_staff_role')} showLabel value={form.staff_role} options={roleOptions(t)} onChange={(e) => setForm((f) => ({ ...f, staff_role: e.target.value as StaffRole }))} />
        <Button type="submit" className="h-11" disabled={save.busy}>
          {save.busy ? t('op_working') : t('op_staff_invite')}
        </Button>
      </div>
      {save.errors.staff_role && <FormMessage>{save.errors.staff_role}</FormMessage>}
      {save.failure && <FormMessage>{save.failure}</FormMessage>}
    </form>
  );
}
