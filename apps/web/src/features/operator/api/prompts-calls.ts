import { operatorPromptsResponseSchema, promptActionResponseSchema, type OperatorPrompt, type DayRange, type PaginationMeta } from '@skins/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

// Without the visitor's currency: the back office's amounts are in euro.
const opts = { withLocale: false } as const;

/** GET /operator/prompts?status=&page= (PROMPT-5, OPS-48). */
export const useOperatorPrompts = (p: { q: string; status: string; page: number } & DayRange) =>
  useQuery(
    queryOptions({
      queryKey: ['operator', 'prompts', p],
      queryFn: () => api.get<Ok<OperatorPrompt[], PaginationMeta>>('/operator/prompts', { ...opts, query: p, schema: import.meta.env.DEV && operatorPromptsResponseSchema }),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /operator/prompts/{id}/fulfil { item_id } | refuse { note } (PROMPT-6, PROMPT-7). */
export const answerPrompt = (id: number, answer: { kind: 'fulfil'; itemId: string } | { kind: 'refuse'; note: string }) =>
  api.post<Ok<OperatorPrompt>>(`/operator/prompts/${id}/${answer.kind}`, answer.kind === 'fulfil' ? { item_id: answer.itemId } : answer.note ? { note: answer.note } : {}, {
    ...opts,
    schema: import.meta.env.DEV && promptActionResponseSchema,
  });
