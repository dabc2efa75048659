import '../i18n/orders';
import type { TradeProtection } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from './format-date';

/**
 * DISPUTE-4, DISPUTE-5: a delivered trade as the buyer's and the back office's order pages state it:
 * protected (Steam's Trade Protection: the buyer can still reverse it) until its date, then final,
 * or reversed by the operator after a card dispute.
 */
export function TradeProtectionNote({ trade, className }: { trade: TradeProtection; className?: string }) {
  const { t, i18n } = useTranslation();
  const text =
    trade.state === 'protected' ? t('order_trade_protected', { date: formatDateTime(trade.until, i18n.language) }) : t(trade.state === 'final' ? 'order_trade_final' : 'order_trade_reversed');
  return (
    <p className={className} data-testid="order-trade">
      {text}
    </p>
  );
}
