import '../../../i18n/accounts';
import { isTwoFactorCode, type MessageKey } from '@skins/contract';
import type { FieldErrors, FieldValues, Path, Resolver, UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../ui/field';
import { PasswordField } from '../../../ui/password-field';

/** SEC-22: the proof of the person a payout request carries, as the form holds it. */
export interface ProofValues {
  otp: string;
  current_password: string;
}
export const proofDefaults: ProofValues = { otp: '', current_password: '' };

/** SEC-22: with two-factor sign-in on a code is required; otherwise nothing is (a recent sign-in passes, else the server asks for the password). */
export function proofProblem(v: ProofValues, twoFactor: boolean): MessageKey | null {
  if (!twoFactor) return null;
  if (!v.otp.trim()) return 'auth_two_factor_code_required';
  return isTwoFactorCode(v.otp) ? null : 'auth_two_factor_code_invalid';
}

/** SEC-22: what the request sends: the code (two-factor on), else the password when one was typed. */
export function proofBody(v: ProofValues, twoFactor: boolean): { otp?: string; current_password?: string } {
  if (twoFactor) return { otp: v.otp.trim() };
  return v.current_password ? { current_password: v.current_password } : {};
}

/** The server's fields of a proof refusal are the form's own. */
export const proofField = (f: string): 'otp' | 'current_password' | undefined => (f === 'otp' || f === 'current_password' ? f : undefined);

/** A form's resolver with the proof's check added after its own (react-hook-form runs one resolver). */
export function withProofCheck<V extends ProofValues & FieldValues>(resolver: Resolver<V>, twoFactor: boolean): Resolver<V> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    const problem = proofProblem(values, twoFactor);
    if (!problem) return result;
    return { values: {}, errors: { ...result.errors, otp: { type: 'proof', message: problem } } as FieldErrors<V> };
  };
}

/**
 * SEC-22: the payout's proof field: with two-factor sign-in on the app's code (required, sent as
 * `otp`); otherwise the current password, optional (sent when typed), asked for by the server once the
 * sign-in is older than 10 minutes. Messages are keys of the form's check or the server's texts.
 */
export function ProofFields<V extends ProofValues & FieldValues>({ form, twoFactor }: { form: UseFormReturn<V>; twoFactor: boolean }) {
  const { t } = useTranslation();
  const errors = form.formState.errors as Partial<Record<keyof ProofValues, { message?: string }>>;
  const shown = (f: keyof ProofValues) => {
    const m = errors[f]?.message;
    return m ? t(m as MessageKey) : undefined;
  };
  const hint = (key: MessageKey) => <p className="text-sm text-slate-400">{t(key)}</p>;
  return twoFactor ? (
    <TextField
      label={t('auth_two_factor_code')}
      autoComplete="one-time-code"
      inputMode="text"
      autoCapitalize="none"
      spellCheck={false}
      maxLength={40}
      required
      hint={hint('account_payout_code_hint')}
      error={shown('otp')}
      {...form.register('otp' as Path<V>)}
    />
  ) : (
    <PasswordField
      label={t('account_current_password')}
      autoComplete="current-password"
      hint={hint('account_payout_password_hint')}
      error={shown('current_password')}
      {...form.register('current_password' as Path<V>)}
    />
  );
}
