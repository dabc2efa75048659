import { itemImportPreviewResponseSchema, itemImportResponseSchema, type ItemImportPreview, type ItemImportResult } from '@skins/contract';
import { API_BASE, api } from '../../../api/client';
import { useListMutation } from './list-mutation';

/** GET /operator/items/import/template.csv (OPS-161): a link downloads it with the session's cookie. */
export const importTemplateUrl = `${API_BASE}/operator/items/import/template.csv`;

/** POST /operator/items/import/preview (OPS-162): each row's item or errors; nothing is written. */
export const previewImport = (csv: string) =>
  api.post<{ payload: ItemImportPreview }>('/operator/items/import/preview', { csv }, { withLocale: false, schema: import.meta.env.DEV && itemImportPreviewResponseSchema });

/** POST /operator/items/import (OPS-165, OPS-167): the valid rows, all or nothing; skip_invalid leaves the invalid ones out. */
export const importItems = (body: { csv: string; skip_invalid: boolean }) =>
  api.post<{ message: string; payload: ItemImportResult }>('/operator/items/import', body, { withLocale: false, schema: import.meta.env.DEV && itemImportResponseSchema });

export const useImportItems = () => useListMutation('items', importItems);
