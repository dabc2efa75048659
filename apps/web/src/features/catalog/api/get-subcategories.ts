import { okEnvelope, type Subcategory, subcategorySchema } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';
import { logFailure } from './log-failure';
import { z } from 'zod';

/** GET /items/subcategories?category=...: reloaded when the category changes (spec §4 Product list). */
export function getSubcategories(category: string): Promise<Subcategory[]> {
  return api.get<Ok<Subcategory[]>>('/items/subcategories', { query: { category }, schema: import.meta.env.DEV && okEnvelope(z.array(subcategorySchema)) }).then((r) => r.payload, logFailure('subcategories'));
}

export const getSubcategoriesQueryOptions = (category: string) =>
  queryOptions({ queryKey: ['items', 'subcategories', category], queryFn: () => getSubcategories(category), staleTime: 5 * 60_000 });

export function useSubcategories(category: string) {
  return useQuery(getSubcategoriesQueryOptions(category));
}
