import { describe, expect, it } from 'vitest';
import { fakeSteamBot } from '../../../test/fake-steam-bot.ts';
import { createSteamDelivery } from './steam.ts';
import { ETradeOfferState, ETradeStatus, offerOutcome, parseTradeLink, tradeOutcome } from './steam-offers.ts';

const link = 'https://steamcommunity.com/tradeoffer/new/?partner=12345&token=AbCd-123';
const order = (assetIds: (string | null)[] = ['111', '222']) => ({ id: 77, attempt: 1, tradeUrl: link, assetIds });

describe('steam trade bot', () => {
  it.each([
    ['Invalid', { state: 'failed', reason: 'Invalid' }],
    ['Active', { state: 'pending' }],
    ['Accepted', { state: 'accepted' }],
    ['Countered', { state: 'failed', reason: 'Countered' }],
    ['Expired', { state: 'failed', reason: 'Expired' }],
    ['Canceled', { state: 'failed', reason: 'Canceled' }],
    ['Declined', { state: 'failed', reason: 'Declined' }],
    ['InvalidItems', { state: 'failed', reason: 'InvalidItems' }],
    ['CreatedNeedsConfirmation', { state: 'pending' }],
    ['CanceledBySecondFactor', { state: 'failed', reason: 'CanceledBySecondFactor' }],
    ['InEscrow', { state: 'failed', reason: 'InEscrow' }],
  ] as const)('STEAM-3: the offer state %s maps to %o', (name, outcome) => {
    expect(offerOutcome(ETradeOfferState[name])).toEqual(outcome);
  });

  it.each([
    ['Init', 'pending'],
    ['PreCommitted', 'pending'],
    ['Committed', 'accepted'],
    ['Complete', 'accepted'],
    ['Failed', 'Reverted'],
    ['PartialSupportRollback', 'Reverted'],
    ['FullSupportRollback', 'Reverted'],
    ['SupportRollback_Selective', 'Reverted'],
    ['RollbackFailed', 'Reverted'],
    ['RollbackAbandoned', 'Reverted'],
    ['InEscrow', 'InEscrow'],
    ['EscrowRollback', 'Reverted'],
  ] as const)('STEAM-3: an accepted offer whose trade is %s is %s', (name, expected) => {
    const outcome = tradeOutcome(ETradeStatus[name]);
    expect(outcome.state === 'failed' ? outcome.reason : outcome.state).toBe(expected);
  });

  it('STEAM-2: a trade link gives the partner SteamID64 and the token; anything else is no link', () => {
    expect(parseTradeLink(link)).toEqual({ partner: String(76561197960265728n + 12345n), token: 'AbCd-123' });
    expect(parseTradeLink('https://steamcommunity.com/tradeoffer/new/?partner=12345')).toBeNull();
    expect(parseTradeLink('https://evil.example/tradeoffer/new/?partner=1&token=a')).toBeNull();
    expect(parseTradeLink('not a link')).toBeNull();
  });

  it('STEAM-2: one offer to the link partner with the order items and a message naming the order; a confirmation-needing offer is confirmed', async () => {
    const fake = fakeSteamBot({ needsConfirmation: true });
    const bot = createSteamDelivery(async () => fake.bot);
    const { offerId } = await bot.send(order(), new Date());
    const offer = fake.offers.get(offerId)!;
    expect(offer).toMatchObject({ partner: String(76561197960265728n + 12345n), token: 'AbCd-123', message: 'Order #77' });
    expect(offer.items).toEqual([
      { appid: 730, contextid: '2', assetid: '111' },
      { appid: 730, contextid: '2', assetid: '222' },
    ]);
    expect(fake.confirmed).toEqual([offerId]);
    expect(await bot.status(offerId, new Date())).toEqual({ state: 'pending' });
    fake.change(offerId, ETradeOfferState.Accepted, ETradeStatus.FullSupportRollback);
    expect(await bot.status(offerId, new Date())).toEqual({ state: 'failed', reason: 'Reverted' });
  });

  it('STEAM-2: an order without asset ids or with a bad trade link is not sent, and the bot is not asked', async () => {
    let logins = 0;
    const bot = createSteamDelivery(async () => (logins++, fakeSteamBot().bot));
    await expect(bot.send(order(['111', null]), new Date())).rejects.toThrow(/asset id/);
    await expect(bot.send({ ...order(), tradeUrl: 'https://steamcommunity.com/id/me' }, new Date())).rejects.toThrow(/trade link/);
    expect(logins).toBe(0);
  });

  it('STEAM-3: the manager state changes are relayed with their outcome; a failed login is tried again', async () => {
    const fake = fakeSteamBot();
    let tries = 0;
    const bot = createSteamDelivery(async () => {
      if (++tries === 1) throw new Error('Steam down');
      return fake.bot;
    });
    await expect(bot.status('1', new Date())).rejects.toThrow('Steam down');
    const seen: unknown[] = [];
    const stop = bot.onChange!((offerId, outcome) => seen.push([offerId, outcome]));
    const { offerId } = await bot.send(order(), new Date());
    fake.change(offerId, ETradeOfferState.Declined);
    await new Promise((r) => setTimeout(r, 10));
    expect(seen).toEqual([[offerId, { state: 'failed', reason: 'Declined' }]]);
    stop();
  });
});
