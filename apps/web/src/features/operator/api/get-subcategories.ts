import { okEnvelope, subcategorySchema, type Subcategory } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api, type Ok } from '../../../api/client';

/** GET /items/subcategories: the subcategories an item can be filed under (OPS-61). */
export const getSubcategories = () => api.get<Ok<Subcategory[]>>('/items/subcategories', { withLocale: false, schema: import.meta.env.DEV && okEnvelope(z.array(subcategorySchema)) }).then((r) => r.payload);

export const subcategoriesQueryOptions = () => queryOptions({ queryKey: ['operator', 'subcategories'], queryFn: getSubcategories, staleTime: 300_000 });

export const useSubcategories = () => useQuery(subcategoriesQueryOptions());
