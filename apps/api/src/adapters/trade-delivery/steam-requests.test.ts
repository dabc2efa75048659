import { describe, expect, it } from 'vitest';
import { fakeSteamBot } from '../../../test/fake-steam-bot.ts';
import { createSandboxDelivery } from './sandbox.ts';
import { createSteamDelivery } from './steam.ts';
import { ETradeOfferState, ETradeStatus, requestOutcome, requestTradeOutcome } from './steam-offers.ts';

const link = 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=AbCd-123';
const request = (assetIds = ['111', '222']) => ({ offerId: 41, tradeUrl: link, assetIds });
const tick = () => new Promise((r) => setTimeout(r, 10));

describe('the trade bot asks a seller for items', () => {
  it.each([
    ['Invalid', 'cancelled'],
    ['Active', 'pending'],
    ['Accepted', 'accepted'],
    ['Countered', 'countered'],
    ['Expired', 'expired'],
    ['Canceled', 'cancelled'],
    ['Declined', 'declined'],
    ['InvalidItems', 'cancelled'],
    ['CreatedNeedsConfirmation', 'pending'],
    ['CanceledBySecondFactor', 'cancelled'],
    ['InEscrow', 'pending'],
  ] as const)('TRADE-1: the request state %s is %s', (name, state) => {
    expect(requestOutcome(ETradeOfferState[name])).toEqual({ state });
  });

  it.each([
    ['Init', 'pending'],
    ['PreCommitted', 'pending'],
    ['Committed', 'accepted'],
    ['Complete', 'accepted'],
    ['Failed', 'cancelled'],
    ['PartialSupportRollback', 'reversed'],
    ['FullSupportRollback', 'reversed'],
    ['SupportRollback_Selective', 'reversed'],
    ['RollbackFailed', 'accepted'],
    ['RollbackAbandoned', 'accepted'],
    ['InEscrow', 'pending'],
    ['EscrowRollback', 'reversed'],
  ] as const)('TRADE-1: an accepted request whose trade is %s is %s', (name, state) => {
    expect(requestTradeOutcome(ETradeStatus[name])).toEqual({ state });
  });

  it('TRADE-2: one trade offer to the seller\'s link partner asking for exactly their assets (CS2, context 2), giving nothing, naming the sell offer', async () => {
    const fake = fakeSteamBot();
    const bot = createSteamDelivery(async () => fake.bot);
    const { tradeOfferId } = await bot.requestItems(request(), new Date());
    const offer = fake.offers.get(tradeOfferId)!;
    expect(offer).toMatchObject({ partner: String(76561197960265728n + 12345n), token: 'AbCd-123', message: 'Sell offer #41', items: [] });
    expect(offer.theirItems).toEqual([
      { appid: 730, contextid: '2', assetid: '111' },
      { appid: 730, contextid: '2', assetid: '222' },
    ]);
    expect(await bot.requestStatus(tradeOfferId, new Date())).toEqual({ state: 'pending' });
    fake.change(tradeOfferId, ETradeOfferState.Accepted);
    expect(await bot.requestStatus(tradeOfferId, new Date())).toEqual({ state: 'accepted' });
    // Steam's reversal under trade protection rolls the accepted trade back.
    fake.change(tradeOfferId, ETradeOfferState.Accepted, ETradeStatus.FullSupportRollback);
    expect(await bot.requestStatus(tradeOfferId, new Date())).toEqual({ state: 'reversed' });
    await expect(bot.requestItems({ ...request(), tradeUrl: 'https://steamcommunity.com/id/me' }, new Date())).rejects.toThrow(/trade link/);
    await expect(bot.requestItems(request([]), new Date())).rejects.toThrow(/asset id/);
  });

  it('TRADE-2: changes are relayed as request outcomes, and a counter offer the seller sends the bot is declined, never accepted', async () => {
    const fake = fakeSteamBot();
    const bot = createSteamDelivery(async () => fake.bot);
    const seen: unknown[] = [];
    const stop = bot.onRequestChange!((id, outcome) => seen.push([id, outcome]));
    const { tradeOfferId } = await bot.requestItems(request(), new Date());
    fake.change(tradeOfferId, ETradeOfferState.Countered);
    const counter = fake.receive(String(76561197960265728n + 12345n));
    await tick();
    expect(seen).toEqual([[tradeOfferId, { state: 'countered' }]]);
    expect(counter.declined).toBe(true);
    stop();
  });

  it('TRADE-7: the sandbox bot keeps a request sent until its manual switch sets the state', async () => {
    const bot = createSandboxDelivery({ delayMs: 0 });
    const { tradeOfferId } = await bot.requestItems(request(), new Date());
    expect(await bot.requestStatus(tradeOfferId, new Date())).toEqual({ state: 'pending' });
    bot.setRequestState(tradeOfferId, { state: 'declined' });
    expect(await bot.requestStatus(tradeOfferId, new Date())).toEqual({ state: 'declined' });
  });
});
