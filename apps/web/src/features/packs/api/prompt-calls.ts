import type { BalancePurchaseResponse, Prompt } from '@skins/contract';
import { queryOptions } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /prompts: the user's skin requests and the fee of a new one (meta.fee, in the chosen currency). */
export const promptsQueryOptions = (currency: string) =>
  queryOptions({ queryKey: ['prompts', currency], queryFn: () => api.get<Ok<Prompt[], { fee: number }>>('/prompts') });

/** POST /prompts: an unpaid request (PROMPT-1). */
export const createPrompt = (body: { title: string; quality: string; max_price: number }) => api.post<Ok<Prompt>>('/prompts', body).then((r) => r.payload);

/** POST /purchase/prompt: pays its fee from the balance, once (PROMPT-3, PROMPT-4). */
export const payPrompt = (promptId: number, tradeUrl: string) => api.post<BalancePurchaseResponse>('/purchase/prompt', { prompt_id: promptId, trade_url: tradeUrl });
