import '../../i18n/packs';
import { formatMoney, packMessages, promptCreateBodySchema, promptQualityOptions } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../ui/toast';
import { errorMessage } from '../../api/error-message';
import { formatBalance } from '../account/api/profile-fields';
import { profileQueryOptions } from '../account/api/get-profile';
import { useSettings } from '../reference-data/api/reference-data';
import { useLocale } from '../../app/locale-store';
import { Button } from '../../ui/button';
import { FieldShell, FormMessage, inputClass, TextField } from '../../ui/field';
import { promptsQueryOptions, usePayPrompt } from './api/prompt-calls';
import { usePageMeta } from '../../ui/use-page-meta';

type Field = 'title' | 'quality' | 'max_price' | 'trade_url';

/**
 * PROMPT-WEB-1: /request-skin (login required): the skin wanted (name, §3 quality, maximum price in
 * the chosen currency) and the trade link, checked with the contract's rules; 'Pay {fee} from
 * balance' places the request and pays its fee. A request placed but not paid (short balance) is
 * paid on the next try rather than placed twice; success goes to the order history, where the
 * request shows with its status.
 */
export default function RequestSkinPage() {
  usePageMeta('requestSkin');
  const { t } = useTranslation();
  const navigate = useNavigate();
  const payment = usePayPrompt();
  const { currency } = useLocale();
  const settings = useSettings();
  const profile = useQuery(profileQueryOptions(currency.code));
  const prompts = useQuery(promptsQueryOptions(currency.code));
  const [form, setForm] = useState({ title: '', quality: '', max_price: '' });
  const [tradeUrl, setTradeUrl] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const link = tradeUrl ?? profile.data?.steam_trade_link ?? '';
  const fee = prompts.data?.meta?.fee;
  const feeText = fee === undefined ? '' : formatMoney(fee, currency.code, currency.symbol);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (payment.isPending) return;
    const parsed = promptCreateBodySchema.safeParse(form);
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.error?.issues ?? []) found[issue.path[0] as Field] ??= issue.message;
    if (link.trim() === '') found.trade_url = packMessages.tradeUrlRequired;
    setErrors(found);
    if (!parsed.success || found.trade_url) return;
    setFailure(null);
    payment.pay(
      { request: { title: parsed.data.title, quality: parsed.data.quality, max_price: parsed.data.maxPrice }, tradeUrl: link.trim() },
      {
        onSuccess: () => {
          toast.success(t('prompt_sent'));
          navigate('/account/orders');
        },
        onError: (err) => {
          const message = errorMessage(err, t('prompt_failed'));
          setFailure(message);
          toast.error(message);
        },
      },
    );
  };

  const set = (field: keyof typeof form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    // A changed request is a new one: the unpaid one stays in the list, unpaid.
    payment.forgetUnpaid();
  };

  return (
    <section className="mx-auto w-full max-w-xl px-4 py-8">
      <h1 className="text-3xl font-bold text-slate-50">{t('prompt_title')}</h1>
      <p className="mt-2 text-slate-400">{t('prompt_intro')}</p>
      <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-900 p-5">
        <TextField label={t('prompt_skin_name')} value={form.title} onChange={(e) => set('title')(e.target.value)} error={errors.title} maxLength={200} />
        <FieldShell id="prompt-quality" label={t('prompt_quality')} error={errors.quality}>
          <select id="prompt-quality" value={form.quality} onChange={(e) => set('quality')(e.target.value)} aria-invalid={errors.quality ? true : undefined} className={inputClass}>
            <option value="">{t('prompt_select_quality')}</option>
            {promptQualityOptions.map((o) => (
              <option key={o.value} value={o.value}>
                {t(`offers_quality_${o.value}`, { defaultValue: o.label })}
              </option>
            ))}
          </select>
        </FieldShell>
        <TextField label={t('prompt_max_price', { currency: currency.code })} value={form.max_price} onChange={(e) => set('max_price')(e.target.value)} error={errors.max_price} inputMode="decimal" />
        <TextField label={t('packs_trade_link')} value={link} onChange={(e) => setTradeUrl(e.target.value)} error={errors.trade_url} inputMode="url" autoComplete="off" />
        <dl className="flex items-center justify-between text-sm">
          <dt className="text-slate-400">{t('prompt_fee')}</dt>
          <dd className="font-semibold text-white" data-testid="prompt-fee">
            {feeText}
          </dd>
        </dl>
        {profile.data && <p className="text-sm text-slate-400">{t('packs_balance', { balance: formatBalance(profile.data.balance, settings.data?.internal_currency?.name) })}</p>}
        {failure && <FormMessage>{failure}</FormMessage>}
        <Button type="submit" disabled={payment.isPending || fee === undefined} aria-busy={payment.isPending} className="h-12 text-base">
          {payment.isPending ? t('prompt_processing') : t('prompt_pay', { fee: feeText })}
        </Button>
        <p className="text-xs text-slate-500">{t('prompt_to_orders')}</p>
      </form>
    </section>
  );
}
