import { isTwoFactorCode, normalizeCode, type MessageKey, type TwoFactorSetup } from '@skins/contract';
import { useState } from 'react';
import { useForm, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { PasswordField } from '../../ui/password-field';
import { toast } from '../../ui/toast';
import { useDisableTwoFactor, useEnableTwoFactor, useStartTwoFactorSetup } from './api/two-factor-calls';

type Step = { kind: 'password' } | { kind: 'scan'; setup: TwoFactorSetup } | { kind: 'codes'; codes: string[] };

const hint = (text: string) => <p className="text-sm text-slate-400">{text}</p>;

/** A refusal at the form's field: the server's message of one of `fields` (already in the visitor's language), else its message. */
function showAtField<V extends FieldValues>(form: UseFormReturn<V>, field: Path<V>, error: unknown, fallback: string, fields: string[] = [field]) {
  const server = error instanceof ApiError ? fields.map((f) => error.errors?.[f]?.[0]).find(Boolean) : undefined;
  form.setError(field, { message: server ?? errorMessage(error, fallback) });
}


/**
 * SEC-20: the steps of the profile's two-factor section, a chunk loaded when one starts. `on`: the
 * current password (SEC-18), the QR code and its key, the app's first code, then the ten recovery
 * codes, shown once. `off`: a code or the current password. `onClose` after each end or cancel.
 */
export default function TwoFactorFlow({ mode, onClose }: { mode: 'on' | 'off'; onClose: () => void }) {
  const [step, setStep] = useState<Step>({ kind: 'password' });
  if (mode === 'off') return <TurnOffForm onCancel={onClose} onDone={onClose} />;
  if (step.kind === 'codes') return <RecoveryCodes codes={step.codes} onDone={onClose} />;
  if (step.kind === 'scan') return <ScanStep setup={step.setup} onCancel={onClose} onEnabled={(codes) => setStep({ kind: 'codes', codes })} />;
  return <PasswordStep onCancel={onClose} onReady={(setup) => setStep({ kind: 'scan', setup })} />;
}

function StepButtons({ submit, pending, onCancel }: { submit: string; pending: boolean; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-wrap gap-2">
      <Button type="submit" className="h-11" disabled={pending}>
        {submit}
      </Button>
      <Button variant="secondary" className="h-11" onClick={onCancel}>
        {t('account_two_factor_cancel')}
      </Button>
    </div>
  );
}

/** SEC-18: the setup asks for the current password (an account without one passes on a recent sign-in: the server says). */
function PasswordStep({ onCancel, onReady }: { onCancel: () => void; onReady: (setup: TwoFactorSetup) => void }) {
  const { t } = useTranslation();
  const form = useForm<{ current_password: string }>({ defaultValues: { current_password: '' } });
  const setup = useStartTwoFactorSetup();
  const message = form.formState.errors.current_password?.message;
  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-4"
      onSubmit={form.handleSubmit((v) =>
        setup.mutate(v.current_password ? { current_password: v.current_password } : {}, {
          onSuccess: onReady,
          onError: (e) => showAtField(form, 'current_password', e, t('auth_error_generic')),
        }),
      )}
    >
      <p className="text-sm text-slate-300">{t('account_two_factor_password_intro')}</p>
      <PasswordField label={t('account_current_password')} autoComplete="current-password" error={message} {...form.register('current_password')} />
      <StepButtons submit={t('account_two_factor_continue')} pending={setup.isPending} onCancel={onCancel} />
    </form>
  );
}

/** The secret in groups of four, easier to type into an app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * SEC-20: the QR code (drawn from the answer's path: the CSP allows no inline style or data: image),
 * its key as text, and the app's first code, which turns two-factor sign-in on.
 */
function ScanStep({ setup, onCancel, onEnabled }: { setup: TwoFactorSetup; onCancel: () => void; onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const form = useForm<{ code: string }>({ defaultValues: { code: '' } });
  const enable = useEnableTwoFactor();
  const message = form.formState.errors.code?.message;
  const { size, path } = setup.qr;
  return (
    <form
      noValidate
      className="flex flex-col gap-5 md:flex-row md:items-start"
      onSubmit={form.handleSubmit((v) =>
        enable.mutate(normalizeCode(v.code), {
          onSuccess: (r) => {
            toast.success(r.message);
            onEnabled(r.payload.recovery_codes);
          },
          onError: (e) => showAtField(form, 'code', e, t('auth_error_generic')),
        }),
      )}
    >
      <div className="flex flex-col items-start gap-2">
        <p className="text-sm text-slate-300">{t('account_two_factor_scan')}</p>
        <div className="rounded-xl bg-white p-2">
          <svg viewBox={`0 0 ${size} ${size}`} role="img" aria-label={t('account_two_factor_qr')} shapeRendering="crispEdges" className="block size-48 text-black">
            <path d={path} fill="currentColor" />
          </svg>
        </div>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-4 md:max-w-md">
        <div className="flex flex-col gap-1">
          <p className="text-sm text-slate-300">{t('account_two_factor_key')}</p>
          <code data-testid="two-factor-secret" className="rounded-lg border border-ink-600 bg-ink-800 px-3 py-2 font-mono text-sm break-words text-white select-all">
            {grouped(setup.secret)}
          </code>
        </div>
        <TextField
          label={t('auth_two_factor_code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={10}
          className="font-mono tracking-widest"
          hint={hint(t('account_two_factor_code_hint'))}
          error={message ? t(message as MessageKey) : undefined}
          {...form.register('code', {
            validate: (v) => (!v.trim() ? 'auth_two_factor_code_required' : /^\d{6}$/.test(normalizeCode(v)) || 'auth_two_factor_code_invalid'),
          })}
        />
        <StepButtons submit={t('account_two_factor_confirm')} pending={enable.isPending} onCancel={onCancel} />
      </div>
    </form>
  );
}

/** SEC-20: the ten recovery codes, shown once: copy them, download them as a .txt, then say they are saved. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  const text = `${t('account_two_factor_codes_title')}\n\n${codes.join('\n')}\n`;
  const copy = () =>
    void Promise.resolve()
      .then(() => navigator.clipboard.writeText(codes.join('\n')))
      .then(
        () => toast.success(t('account_two_factor_copied')),
        () => toast.error(t('account_two_factor_copy_failed')),
      );
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };
  return (
    <div className="flex flex-col gap-4">
      <div>
        <h3 className="font-semibold text-white">{t('account_two_factor_codes_title')}</h3>
        <p className="mt-1 text-sm text-slate-300">{t('account_two_factor_codes_text')}</p>
      </div>
      <ol aria-label={t('account_two_factor_codes_title')} className="grid max-w-md grid-cols-2 gap-2 rounded-lg border border-ink-600 bg-ink-800 p-3 font-mono text-sm text-white">
        {codes.map((code) => (
          <li key={code} data-testid="recovery-code" className="select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          {t('account_two_factor_copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('account_two_factor_download')}
        </Button>
      </div>
      <div>
        <Button className="h-11 max-w-full whitespace-normal" onClick={onDone}>
          {t('account_two_factor_saved')}
        </Button>
      </div>
    </div>
  );
}

/**
 * SEC-20: turning it off takes one proof in one field: a code of the app or a recovery code (sent
 * as `otp`), else the current password. A password never has a code's shape (SEC-8: ten characters
 * or more, with an upper case letter), so the shape says which one was typed.
 */
function TurnOffForm({ onCancel, onDone }: { onCancel: () => void; onDone: () => void }) {
  const { t } = useTranslation();
  const form = useForm<{ proof: string }>({ defaultValues: { proof: '' } });
  const disable = useDisableTwoFactor();
  const message = form.formState.errors.proof?.message;
  return (
    <form
      noValidate
      className="flex max-w-md flex-col gap-4"
      onSubmit={form.handleSubmit(({ proof }) =>
        disable.mutate(isTwoFactorCode(proof) ? { otp: proof.trim() } : { current_password: proof }, {
          onSuccess: (r) => {
            toast.success(r.message);
            onDone();
          },
          onError: (e) => showAtField(form, 'proof', e, t('auth_error_generic'), ['otp', 'current_password']),
        }),
      )}
    >
      <PasswordField
        label={t('account_two_factor_off_proof')}
        autoComplete="current-password"
        hint={hint(t('account_two_factor_off_hint'))}
        error={message ? t(message as MessageKey) : undefined}
        {...form.register('proof', { validate: (v) => v.trim() !== '' || 'account_two_factor_off_required' })}
      />
      <StepButtons submit={t('account_two_factor_off_confirm')} pending={disable.isPending} onCancel={onCancel} />
    </form>
  );
}
