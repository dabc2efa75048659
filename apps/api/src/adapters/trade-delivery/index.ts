import type { Config } from '../../config.ts';
import type { TradeBot } from './port.ts';
import { createSandboxDelivery } from './sandbox.ts';
import { createSteamDelivery, steamBotLogin } from './steam.ts';

/** STEAM-1: the trade bot TRADE_DELIVERY names; the steam bot logs in on its first offer (config checked its credentials). */
export function createTradeDelivery(config: Config): TradeBot {
  if (config.TRADE_DELIVERY === 'sandbox') return createSandboxDelivery({ delayMs: config.DELIVERY_DELAY_MS });
  const creds = {
    accountName: config.STEAM_BOT_ACCOUNT_NAME!,
    password: config.STEAM_BOT_PASSWORD!,
    sharedSecret: config.STEAM_BOT_SHARED_SECRET!,
    identitySecret: config.STEAM_BOT_IDENTITY_SECRET!,
  };
  return createSteamDelivery(steamBotLogin(creds, new URL(config.publicUrl).hostname));
}
