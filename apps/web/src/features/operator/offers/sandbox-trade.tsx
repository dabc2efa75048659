import type { messagesOperatorEn, OperatorOffer, SandboxTradeState } from '@skins/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { toast } from '../../../ui/toast';
import { setSandboxTrade } from '../api/offers-calls';
import { useActed } from '../api/use-acted';

/** TRADE-7: the switches the panel offers (cancelled is the API's too, for tests and scripts). */
const SWITCHES: [SandboxTradeState, keyof typeof messagesOperatorEn][] = [
  ['accepted', 'op_offer_sandbox_accepted'],
  ['declined', 'op_offer_sandbox_declined'],
  ['expired', 'op_offer_sandbox_expired'],
  ['countered', 'op_offer_sandbox_countered'],
  ['reversed', 'op_offer_sandbox_reversed'],
];

/** TRADE-7: 'Sandbox trade: Accepted / Declined / Expired / Countered / Reversed' for an offer whose trade offer the sandbox bot sent. */
export function SandboxTradePanel({ offer }: { offer: OperatorOffer }) {
  const { t } = useTranslation();
  const acted = useActed();
  if (!offer.trade?.sandbox) return null;
  const set = (state: SandboxTradeState) => acted(() => setSandboxTrade(offer.id, state), t('op_offer_sandbox_done')).catch((e: unknown) => toast.error(e instanceof Error ? e.message : String(e)));
  return (
    <div role="group" aria-label={`${t('op_offer_sandbox_title')} #${offer.id}`} className="flex flex-wrap items-center gap-1" data-testid="sandbox-trade">
      <span className="text-xs text-slate-400">{t('op_offer_sandbox_title')}:</span>
      {SWITCHES.map(([state, label]) => (
        <Button key={state} variant="ghost" className="px-2 py-1 text-xs" onClick={() => void set(state)}>
          {t(label)}
        </Button>
      ))}
    </div>
  );
}
