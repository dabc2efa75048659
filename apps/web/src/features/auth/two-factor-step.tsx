import type { MessageKey } from '@skins/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/field';
import { lazyZodResolver } from '../../ui/lazy-resolver';
import { loginTwoFactor, type AuthPayload } from './api/auth-calls';
import { serverErrorMessage } from './error-message';
import type { twoFactorCodeSchema } from './schemas';

type Input = z.input<typeof twoFactorCodeSchema>;
type Output = z.output<typeof twoFactorCodeSchema>;
const resolver = lazyZodResolver<Input, Output>(async () => (await import('./schemas')).twoFactorCodeSchema);

/**
 * SEC-20: the sign-in's second step: the code of the authenticator app or a recovery code (letters
 * too, so a text input), 'Verify' ('Verifying...' while busy). `challenge` comes from the first
 * step's answer; on the Steam path (/auth?form=two-factor) it is left out and its cookie carries it.
 * The server's refusal (a wrong code, an expired sign-in, too many tries) shows at the field.
 */
export function TwoFactorStep({ challenge, backTo, onBack, onSignedIn }: { challenge?: string; backTo: string; onBack?: () => void; onSignedIn: (payload: AuthPayload) => void }) {
  const { t } = useTranslation();
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues: { code: '' } });
  const mutation = useMutation({
    mutationFn: loginTwoFactor,
    onSuccess: (r) => onSignedIn(r.payload ?? {}),
    onError: (e) => form.setError('code', { message: serverErrorMessage(e) ?? t('auth_error_generic') }),
  });
  const message = form.formState.errors.code?.message;
  return (
    <form noValidate className="flex flex-col gap-4" onSubmit={form.handleSubmit((v) => mutation.mutate({ ...(challenge ? { challenge } : {}), code: v.code }))}>
      <TextField
        label={t('auth_two_factor_code')}
        autoComplete="one-time-code"
        inputMode="text"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        maxLength={40}
        className="font-mono tracking-widest"
        hint={<p className="text-sm text-slate-400">{t('auth_two_factor_hint')}</p>}
        error={message ? t(message as MessageKey) : undefined}
        {...form.register('code')}
      />
      <Button type="submit" className="h-11" disabled={mutation.isPending}>
        {mutation.isPending ? t('auth_two_factor_verifying') : t('auth_two_factor_verify')}
      </Button>
      <Link to={backTo} onClick={onBack} className="text-center text-sm font-medium text-accent-400 hover:text-accent-300">
        {t('auth_back_to_sign_in')}
      </Link>
    </form>
  );
}
