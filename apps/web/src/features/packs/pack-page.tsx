import '../../i18n/packs';
import { formatMoney, imageUrl, toMinor, toMajor, type Pack } from '@skins/contract';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { labelOf } from '../../i18n/labels';
import { toast } from '../../ui/toast';
import { ApiError } from '../../api/client';
import { errorMessage } from '../../api/error-message';
import { formatBalance } from '../account/api/profile-fields';
import { profileQueryOptions } from '../account/api/get-profile';
import { useSettings } from '../reference-data/api/reference-data';
import { useLocale } from '../../app/locale-store';
import { useSignedIn } from '../../app/session-store';
import { Button } from '../../ui/button';
import { FormMessage, TextField } from '../../ui/field';
import { PageSpinner } from '../../ui/spinner';
import { packQueryOptions } from './api/packs-calls';
import { usePurchasePack } from './api/purchase-pack';
import { PackPrice } from './components/pack-price';
import { usePageMeta } from '../../ui/use-page-meta';

/** A pack id in the path: a positive whole number, else none. */
function parsePackId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= 2_147_483_647 ? id : null;
}

/** PACK-WEB-2: /packs/{id}: the pack's skins, its price against the skins bought separately, availability, and Buy pack. */
export default function PackPage() {
  usePageMeta('pack');
  const { t } = useTranslation();
  const { currency } = useLocale();
  const id = parsePackId(useParams().id);
  const pack = useQuery({ ...packQueryOptions(id ?? 0, currency.code), enabled: id !== null });

  let body;
  if (id === null || pack.isError) body = <FormMessage>{pack.error instanceof ApiError && pack.error.status === 404 ? pack.error.message : id === null ? t('packs_not_found') : t('packs_load_failed')}</FormMessage>;
  else if (pack.isPending) body = <PageSpinner />;
  else body = <PackDetails pack={pack.data} />;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-8">
      <Link to="/" className="mb-6 inline-block text-sm text-slate-400 hover:text-white">
        ← {t('packs_back')}
      </Link>
      {body}
    </section>
  );
}

function PackDetails({ pack }: { pack: Pack }) {
  const { t } = useTranslation();
  const { currency } = useLocale();
  const saved = toMajor(toMinor(pack.items_total - pack.price));
  return (
    <article className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,24rem)] lg:items-start">
      <div className="flex flex-col gap-4">
        <h1 className="text-3xl font-bold text-slate-50">{pack.title}</h1>
        {pack.description && <p className="text-slate-300">{pack.description}</p>}
        <h2 className="mt-2 text-lg font-semibold text-slate-100">{t('packs_skins_in_pack')}</h2>
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {pack.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3 rounded-xl border border-ink-700 bg-ink-900 p-3">
              <img src={imageUrl(item.img_url)} alt="" loading="lazy" width={80} height={60} className="h-[60px] w-20 shrink-0 rounded-lg bg-ink-800 object-contain p-1" />
              <div className="min-w-0">
                <p className="truncate text-sm font-medium text-slate-100" title={item.title}>
                  {item.title}
                </p>
                <p className="text-xs text-slate-400">{[item.type && labelOf(t, 'type', item.type), item.quality && labelOf(t, 'rarity', item.quality)].filter(Boolean).join(' · ')}</p>
                <p className="text-sm text-slate-300">{formatMoney(item.price, currency.code, currency.symbol)}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
      <aside className="flex flex-col gap-4 rounded-2xl border border-ink-700 bg-ink-900 p-5">
        <img src={imageUrl(pack.img_url)} alt={pack.title} width={400} height={300} className="aspect-[4/3] w-full rounded-xl bg-ink-800 object-contain p-4" />
        <div>
          <p className="text-sm text-slate-400">{t('packs_price')}</p>
          <PackPrice pack={pack} large />
          {saved > 0 && <p className="text-sm text-emerald-400">{t('packs_you_save', { amount: formatMoney(saved, currency.code, currency.symbol) })}</p>}
          <p className="text-xs text-slate-500">
            {t('packs_items_total')}: {formatMoney(pack.items_total, currency.code, currency.symbol)}
          </p>
        </div>
        {pack.available ? <BuyPack pack={pack} /> : <FormMessage>{t('packs_unavailable_text')}</FormMessage>}
      </aside>
    </article>
  );
}

/**
 * PACK-WEB-3: Buy pack pays from the balance. Guests go to sign-in and come back; an unverified
 * email goes to the verification page (the client's 403 handling); a short balance or a sold skin
 * shows the server's message; a second click while it runs does nothing, and the idempotency key
 * of this page view makes a repeated submission one order. Success shows the purchase page.
 */
function BuyPack({ pack }: { pack: Pack }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const purchase = usePurchasePack();
  const { currency } = useLocale();
  const signedIn = useSignedIn();
  const settings = useSettings();
  const profile = useQuery({ ...profileQueryOptions(currency.code), enabled: signedIn });
  const key = useRef(crypto.randomUUID());
  const [tradeUrl, setTradeUrl] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const link = tradeUrl ?? profile.data?.steam_trade_link ?? '';

  const buy = (e: FormEvent) => {
    e.preventDefault();
    if (purchase.isPending) return;
    if (!signedIn) {
      navigate(`/auth?form=signin&redirect=${encodeURIComponent(location.pathname)}`);
      return;
    }
    if (link.trim() === '') {
      setError(t('packs_trade_link_required'));
      return;
    }
    setError(null);
    purchase.mutate(
      { packId: pack.id, tradeUrl: link.trim(), idempotencyKey: key.current },
      {
        onSuccess: () => navigate('/success-payment?type=other'),
        onError: (err) => {
          const message = errorMessage(err, t('packs_purchase_failed'));
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <form onSubmit={buy} className="flex flex-col gap-3" noValidate>
      {signedIn && (
        <>
          {profile.data && <p className="text-sm text-slate-300">{t('packs_balance', { balance: formatBalance(profile.data.balance, settings.data?.internal_currency?.name) })}</p>}
          <TextField label={t('packs_trade_link')} value={link} onChange={(e) => setTradeUrl(e.target.value)} autoComplete="off" inputMode="url" />
          <p className="text-xs text-slate-500">{t('packs_paid_from_balance')}</p>
        </>
      )}
      {error && <FormMessage>{error}</FormMessage>}
      <Button type="submit" disabled={purchase.isPending} aria-busy={purchase.isPending} className="h-12 text-base">
        {purchase.isPending ? t('packs_processing') : t('packs_buy')}
      </Button>
    </form>
  );
}
