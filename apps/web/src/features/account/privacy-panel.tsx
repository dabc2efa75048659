import '../../i18n/privacy';
import type { MessageKey, PersonalDataExportState } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { signOut } from '../../app/session-store';
import { Button } from '../../ui/button';
import { FormMessage, TextField } from '../../ui/field';
import { formatDateTime } from '../../ui/format-date';
import { Modal } from '../../ui/modal';
import { PasswordField } from '../../ui/password-field';
import { toast } from '../../ui/toast';
import { type UserProfile } from './api/get-profile';
import { personalDataQueryOptions, useDeleteAccount, useRequestPersonalData } from './api/privacy-calls';

const stateText: Record<PersonalDataExportState, MessageKey> = {
  pending: 'privacy_state_pending',
  building: 'privacy_state_pending',
  ready: 'privacy_state_ready',
  downloaded: 'privacy_state_downloaded',
  expired: 'privacy_state_expired',
};

/** GDPR-WEB-1: 'Download my data': asks for a copy (mailed as a link) and says where the last request stands. */
export function DownloadMyData() {
  const { t, i18n } = useTranslation();
  const latest = useQuery(personalDataQueryOptions());
  const request = useRequestPersonalData();
  const waiting = latest.data?.state === 'pending' || latest.data?.state === 'building';
  const ask = () =>
    request.mutate(undefined, {
      onSuccess: () => toast.success(t('privacy_download_requested')),
      onError: (e) => toast.error(errorMessage(e, t('privacy_download_failed'))),
    });
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-300">{t('privacy_download_text')}</p>
      {latest.data && (
        <p className="text-sm text-slate-400" data-testid="personal-data-state">
          {t(stateText[latest.data.state], { when: formatDateTime(latest.data.expires_at, i18n.language) })}
        </p>
      )}
      <div>
        <Button variant="secondary" disabled={waiting || request.isPending} onClick={ask}>
          {t('privacy_download')}
        </Button>
      </div>
    </div>
  );
}

/**
 * GDPR-WEB-2: 'Delete my account': what goes and what stays, then a confirmation that asks for the
 * password (a code with two-factor sign-in on, SEC-18). A refusal (a balance, an open order …)
 * shows the API's reason in the dialog; once deleted, the person is signed out and sent home.
 */
export function DeleteMyAccount({ profile }: { profile: UserProfile }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const [proof, setProof] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const withCode = profile.two_factor_enabled === true;
  const close = () => {
    setOpen(false);
    setProof('');
    setProblem(null);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    remove.mutate(withCode ? { otp: proof } : { current_password: proof }, {
      onSuccess: async () => {
        await signOut();
        toast.success(t('privacy_deleted'));
        await navigate('/');
      },
      onError: (err) => setProblem(err instanceof ApiError ? (Object.values(err.errors ?? {})[0]?.[0] ?? errorMessage(err, t('privacy_delete_failed'))) : t('privacy_delete_failed')),
    });
  };
  const label = t(withCode ? 'privacy_delete_confirm_otp' : 'privacy_delete_confirm_password');
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-300">{t('privacy_delete_text')}</p>
      <div>
        <Button variant="secondary" className="border-red-500/60 text-red-200" onClick={() => setOpen(true)}>
          {t('privacy_delete')}
        </Button>
      </div>
      <Modal open={open} title={t('privacy_delete_confirm_title')} onClose={close} closeLabel={t('privacy_cancel')}>
        <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
          <p className="text-sm text-slate-300">{t('privacy_delete_text')}</p>
          {withCode ? (
            <TextField label={label} value={proof} inputMode="numeric" autoComplete="one-time-code" onChange={(e) => setProof(e.target.value)} />
          ) : (
            <PasswordField label={label} value={proof} autoComplete="current-password" onChange={(e) => setProof(e.target.value)} />
          )}
          {problem && <FormMessage>{problem}</FormMessage>}
          <div className="flex flex-wrap justify-end gap-2">
            <Button variant="ghost" onClick={close}>
              {t('privacy_cancel')}
            </Button>
            <Button type="submit" disabled={remove.isPending}>
              {t('privacy_delete_confirm')}
            </Button>
          </div>
        </form>
      </Modal>
    </div>
  );
}
