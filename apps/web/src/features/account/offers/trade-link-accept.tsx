import { offerMessages } from '@skins/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../ui/toast';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useAnswerOffer } from '../api/offers-calls';
import { contractResolver, offerText, serverFailure } from './form-support';

interface TradeLinkValues {
  trade_link: string;
}

/**
 * OFFER-12: the accept step of a seller without a trade link saved: the link is asked here, checked
 * by the contract's one trade-link rule (offerAcceptBodySchema), sent with the accept (the API saves
 * it to the profile, then accepts) or saved in the profile instead (a link to it). OFFER-13: the
 * API's OFFER_TRADE_LINK_MISSING lands here too.
 */
export function TradeLinkAccept({ offerId, onDecline, declining }: { offerId: number; onDecline: () => void; declining: boolean }) {
  const { t } = useTranslation();
  const answer = useAnswerOffer(offerId);
  const form = useForm<TradeLinkValues>({
    resolver: contractResolver<TradeLinkValues>(async () => (await import('./schemas')).offerAcceptBodySchema, (v) => ({ id: offerId, trade_link: v.trade_link })),
    defaultValues: { trade_link: '' },
  });
  const submit = form.handleSubmit((v) => {
    if (answer.isPending) return;
    // The schema lets the link be left out (the profile's is used); here none is saved, so it is needed.
    if (!v.trade_link.trim()) return form.setError('trade_link', { message: offerMessages.tradeLinkInvalid });
    answer.mutate(
      { answer: 'accept', tradeLink: v.trade_link.trim() },
      {
        onSuccess: () => toast.success(t('offer_msg_offerAccepted')),
        onError: (e) => toast.error(serverFailure(t, e, 'offers_accept_failed', form)),
      },
    );
  });
  return (
    <form noValidate className="flex flex-col gap-3 rounded-xl border border-ink-700 p-3" data-testid="offer-trade-link-step" onSubmit={submit}>
      <p className="text-sm text-slate-300">{t('offers_trade_link_needed')}</p>
      <TextField
        label={t('offers_trade_link')}
        type="url"
        inputMode="url"
        autoComplete="off"
        placeholder="https://steamcommunity.com/tradeoffer/new/?partner=…&token=…"
        error={offerText(t, form.formState.errors.trade_link?.message)}
        {...form.register('trade_link')}
      />
      <Link to="/account/personal" className="self-start text-sm text-accent-400 underline">
        {t('offers_trade_link_profile')}
      </Link>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" disabled={declining || answer.isPending} onClick={onDecline}>
          {t('offers_decline')}
        </Button>
        <Button type="submit" disabled={answer.isPending}>
          {answer.isPending ? t('offers_processing') : t('offers_trade_link_save_accept')}
        </Button>
      </div>
    </form>
  );
}
