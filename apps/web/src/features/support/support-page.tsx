import '../../i18n/support';
import { zodResolver } from '@hookform/resolvers/zod';
import { SUPPORT_LIMITS, SUPPORT_TOPICS, supportMessageSchema, type MessageKey } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '../../ui/toast';
import type { z } from 'zod';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { profileQueryOptions, type UserProfile } from '../account/api/get-profile';
import { useLocale } from '../../app/locale-store';
import { useSignedIn } from '../../app/session-store';
import { Button } from '../../ui/button';
import { FieldShell, FormMessage, inputClass, TextField } from '../../ui/field';
import { useSendSupportMessage } from './api/send-support-message';
import { usePageMeta } from '../../ui/use-page-meta';

/** SUPPORT-1: the contract's rules with i18n keys as messages (the page shows them translated). */
const schema = supportMessageSchema((key) => key);
type Input = z.input<typeof schema>;
type Field = keyof Input;
const FIELDS: readonly Field[] = ['name', 'surname', 'email', 'topic', 'message'];

/** SUPPORT-6: a signed-in sender's name, surname and email come from the profile. */
const blank = (p?: UserProfile): Input => ({ name: p?.name ?? '', surname: p?.surname ?? '', email: p?.email ?? '', topic: '', message: '' });

/**
 * /support, the contact/support form (spec §2 Other screens): name, surname, email, topic and
 * message; on success a toast and an empty form (the sender's own details stay for a signed-in user).
 */
export default function SupportPage() {
  usePageMeta('support');
  const { t } = useTranslation();
  const signedIn = useSignedIn();
  const { currency } = useLocale();
  const profile = useQuery({ ...profileQueryOptions(currency.code), enabled: signedIn });
  const form = useForm<Input, unknown, z.output<typeof schema>>({ resolver: zodResolver(schema), defaultValues: blank() });
  const { errors } = form.formState;
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    const p = profile.data;
    if (!p) return;
    // Only what the visitor has not typed yet.
    for (const [field, value] of Object.entries(blank(p)) as [Field, string][]) if (value && !form.getValues(field)) form.setValue(field, value);
  }, [profile.data, form]);

  const mutation = useSendSupportMessage({
    onSuccess: () => {
      toast.success(t('support_sent'));
      form.reset(blank(profile.data));
    },
    onError: (e) => {
      const fieldErrors = e instanceof ApiError ? Object.entries(e.errors ?? {}) : [];
      for (const [field, messages] of fieldErrors) {
        const f = FIELDS.find((x) => x === field);
        if (f && messages[0]) form.setError(f, { type: 'server', message: messages[0] });
      }
      // SUPPORT-4: a rate limit (429) or an outage has no field: its message shows over the button.
      if (fieldErrors.length === 0) setFailure(errorMessage(e, t('support_failed')));
    },
  });

  const err = (f: Field) => {
    const e = errors[f];
    return e?.message ? (e.type === 'server' ? e.message : t(e.message as MessageKey)) : undefined;
  };
  const length = (form.watch('message') ?? '').length;

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 lg:px-6">
      <h1 className="text-2xl font-bold text-white">{t('support_title')}</h1>
      <p className="mt-2 text-sm text-slate-400">{t('support_intro')}</p>
      <form
        noValidate
        className="mt-8 grid gap-4 sm:grid-cols-2"
        onSubmit={form.handleSubmit((v) => {
          setFailure(null);
          if (!mutation.isPending) mutation.mutate(v);
        })}
      >
        <TextField label={t('support_name')} autoComplete="given-name" maxLength={SUPPORT_LIMITS.name} error={err('name')} {...form.register('name')} />
        <TextField label={t('support_surname')} autoComplete="family-name" maxLength={SUPPORT_LIMITS.surname} error={err('surname')} {...form.register('surname')} />
        <div className="sm:col-span-2">
          <TextField label={t('support_email')} type="email" autoComplete="email" error={err('email')} {...form.register('email')} />
        </div>
        <div className="sm:col-span-2">
          <FieldShell id="support-topic" label={t('support_topic')} error={err('topic')}>
            <select
              id="support-topic"
              aria-invalid={err('topic') ? true : undefined}
              aria-describedby={err('topic') ? 'support-topic-error' : undefined}
              className={`${inputClass} cursor-pointer`}
              {...form.register('topic')}
            >
              <option value="">{t('support_select_topic')}</option>
              {SUPPORT_TOPICS.map((o) => (
                <option key={o.value} value={o.value}>
                  {t(o.label)}
                </option>
              ))}
            </select>
          </FieldShell>
        </div>
        <div className="sm:col-span-2">
          <FieldShell
            id="support-message"
            label={t('support_message')}
            error={err('message')}
            hint={
              <p id="support-message-count" className={`text-right text-xs ${length > SUPPORT_LIMITS.messageMax ? 'text-red-400' : 'text-slate-500'}`}>
                {t('support_message_counter', { count: length, max: SUPPORT_LIMITS.messageMax })}
              </p>
            }
          >
            <textarea
              id="support-message"
              rows={7}
              aria-invalid={err('message') ? true : undefined}
              aria-describedby={err('message') ? 'support-message-error support-message-count' : 'support-message-count'}
              className={`${inputClass.replace('h-11', 'min-h-40')} resize-y py-2`}
              {...form.register('message')}
            />
          </FieldShell>
        </div>
        {failure && (
          <div className="sm:col-span-2">
            <FormMessage>{failure}</FormMessage>
          </div>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" className="h-11 w-full sm:w-auto" disabled={mutation.isPending}>
            {mutation.isPending ? t('support_sending') : t('support_send')}
          </Button>
        </div>
      </form>
    </div>
  );
}
