import type { Subcategory } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /items/subcategories: the subcategories an item can be filed under (OPS-61). */
export const getSubcategories = () => api.get<Ok<Subcategory[]>>('/items/subcategories', { withLocale: false }).then((r) => r.payload);

export const subcategoriesQueryOptions = () => queryOptions({ queryKey: ['operator', 'subcategories'], queryFn: getSubcategories, staleTime: 300_000 });

export const useSubcategories = () => useQuery(subcategoriesQueryOptions());
