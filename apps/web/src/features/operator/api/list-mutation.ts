import { useMutation, useQueryClient } from '@tanstack/react-query';

/** The back-office lists whose rows a change touches, by the second part of their query key (`['operator', 'items', params]`). */
export type OperatorList = 'items' | 'packs' | 'promos';

/**
 * A back-office change to the rows of one list: once it succeeded, every page of that list is
 * asked again. Not awaited: the dialog closes at once and the table refreshes behind it.
 */
export function useListMutation<Input, Answer>(list: OperatorList, mutationFn: (input: Input) => Promise<Answer>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => void client.invalidateQueries({ queryKey: ['operator', list] }) });
}
