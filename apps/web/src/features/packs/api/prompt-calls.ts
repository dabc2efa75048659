import { type BalancePurchaseResponse, balancePurchaseResponseSchema, okEnvelope, type Prompt, promptListResponseSchema, promptSchema } from '@skins/contract';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { api, type Ok } from '../../../api/client';

/** GET /prompts: the user's skin requests and the fee of a new one (meta.fee, in the chosen currency). */
export const promptsQueryOptions = (currency: string) =>
  queryOptions({ queryKey: ['prompts', currency], queryFn: () => api.get<Ok<Prompt[], { fee: number }>>('/prompts', { schema: import.meta.env.DEV && promptListResponseSchema }) });

/** The skin wanted: name, §3 quality and maximum price in the chosen currency. */
export interface PromptRequest {
  title: string;
  quality: string;
  max_price: number;
}

/** POST /prompts: an unpaid request (PROMPT-1). */
export const createPrompt = (body: PromptRequest) => api.post<Ok<Prompt>>('/prompts', { ...body }, { schema: import.meta.env.DEV && okEnvelope(promptSchema) }).then((r) => r.payload);

/** POST /purchase/prompt: pays its fee from the balance, once (PROMPT-3, PROMPT-4). */
export const payPrompt = (promptId: number, tradeUrl: string) => api.post<BalancePurchaseResponse>('/purchase/prompt', { prompt_id: promptId, trade_url: tradeUrl }, { schema: import.meta.env.DEV && balancePurchaseResponseSchema });

/**
 * PROMPT-WEB-1: place the request and pay its fee from the balance. A request placed but not paid
 * (short balance) is paid on the next try rather than placed twice, until `forgetUnpaid` (the form
 * changed: a new request). A paid request changed the balance, the order history and the list.
 */
export function usePayPrompt() {
  const queryClient = useQueryClient();
  const unpaid = useRef<number | null>(null);
  const mutation = useMutation({
    mutationFn: async ({ request, tradeUrl }: { request: PromptRequest; tradeUrl: string }) => {
      unpaid.current ??= (await createPrompt(request)).id;
      return payPrompt(unpaid.current, tradeUrl);
    },
    onSuccess: async () => {
      unpaid.current = null;
      await Promise.all(['profile', 'purchase-history', 'prompts'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })));
    },
  });
  return { pay: mutation.mutate, isPending: mutation.isPending, forgetUnpaid: () => (unpaid.current = null) };
}
