import { okEnvelope, orderDetailsSchema, type OrderDetails } from '@skins/contract';
import { queryOptions } from '@tanstack/react-query';
import { API_BASE, api, type Ok } from '../../../api/client';

/** ORDER-WEB-3: GET /purchase/{id}: one order of the signed-in buyer (its status label in their language). */
export const orderQueryOptions = (id: number, languageId: number | null) =>
  queryOptions({
    queryKey: ['order', id, languageId],
    queryFn: () => api.get<Ok<OrderDetails>>(`/purchase/${id}`, { schema: import.meta.env.DEV && okEnvelope(orderDetailsSchema) }).then((r) => r.payload),
  });

/** ORDER-WEB-4: where the browser opens the order's receipt (the session cookie signs it in), in the visitor's language. */
export const receiptUrl = (id: number, languageId: number | null, pdf = false) => `${API_BASE}/purchase/${id}/receipt${pdf ? '.pdf' : ''}${languageId === null ? '' : `?lang_id=${languageId}`}`;
