import { offerQualityLabel, type OperatorOffer } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../api/error-message';
import { FormMessage } from '../../../ui/field';
import { Modal } from '../../../ui/modal';
import { Spinner } from '../../../ui/spinner';
import { useOfferEvents } from '../api/offers-calls';
import { StatusBadge } from '../components/status-badge';

/** OPS-50: an offer's details for the operator: the item link, the seller's trade link (OPS-122), the reason given, and every change of status (OPS-47). */
export function OfferHistory({ offer, onClose }: { offer: OperatorOffer; onClose: () => void }) {
  const { t } = useTranslation();
  const events = useOfferEvents(offer.id);
  return (
    <Modal open title={t('op_offer_history_title', { id: offer.id })} onClose={onClose} closeLabel={t('op_close')}>
      {/* The seller's title and the reason may be one long word: it wraps inside the dialog. */}
      <div className="flex flex-col gap-3 text-sm text-slate-200 [overflow-wrap:anywhere]">
        <p>
          <span className="font-medium text-white">{offer.title}</span> · {offerQualityLabel(offer.quality)} · <StatusBadge status={offer.status} />
        </p>
        <a href={offer.item_url} target="_blank" rel="noreferrer noopener" className="text-accent-300 underline underline-offset-4">
          {t('op_offer_item_link')}
        </a>
        {offer.user_trade_link ? (
          <a href={offer.user_trade_link} target="_blank" rel="noreferrer noopener" className="text-accent-300 underline underline-offset-4" data-testid="offer-trade-link">
            {t('op_offer_trade_link')}
          </a>
        ) : (
          <p className="text-amber-300" data-testid="offer-trade-link">
            {t('op_offer_no_trade_link')}
          </p>
        )}
        {offer.reason && <p>{t('op_offer_reason', { reason: offer.reason })}</p>}
        {events.isPending ? (
          <Spinner />
        ) : events.error ? (
          <FormMessage>{errorMessage(events.error, t('op_load_failed'))}</FormMessage>
        ) : (
          <ol className="flex flex-col gap-2 border-l border-ink-600 pl-4">
            {events.data?.map((e) => (
              <li key={e.id}>
                <time dateTime={e.at} className="block text-xs text-slate-400">
                  {e.at.replace('T', ' ').slice(0, 19)}
                </time>
                {t('op_offer_event', { from: e.from_status?.replaceAll('_', ' ') ?? '—', to: e.to_status.replaceAll('_', ' '), actor: e.actor })}
              </li>
            ))}
          </ol>
        )}
      </div>
    </Modal>
  );
}
