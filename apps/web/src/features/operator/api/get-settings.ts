import { operatorSettingsResponseSchema, type OperatorSettings } from '@skins/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Ok } from '../../../api/client';

/** GET /operator/settings (OPS-88): every setting of spec §3 as stored (euro). */
export const getOperatorSettings = () => api.get<Ok<OperatorSettings>>('/operator/settings', { withLocale: false, schema: import.meta.env.DEV && operatorSettingsResponseSchema }).then((r) => r.payload);

export const operatorSettingsQueryOptions = () => queryOptions({ queryKey: ['operator', 'settings'], queryFn: getOperatorSettings });

export const useOperatorSettings = () => useQuery(operatorSettingsQueryOptions());
