import type { DayRange } from '@skins/contract';
import type { ListParams } from './use-list-params';

/** OPS-178: the URL keys of a list's days, From and To in its filter bar (PagedTable `dayRange`); add them to the list's useListParams keys. */
export const DAY_RANGE_KEYS = ['from', 'to'] as const;

/** OPS-178: the list's days from its URL, for its query and its CSV link ('' when not set: left out of both). */
export function listDays(params: Pick<ListParams, 'filters'>): DayRange {
  return { from: params.filters.from ?? '', to: params.filters.to ?? '' };
}
