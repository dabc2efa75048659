import type { FastifyReply } from 'fastify';
import { csvText, type CsvTable } from './csv.ts';

/** OPS-147: the header that says an export holds only the first EXPORT_ROW_CAP rows of its list. */
export const EXPORT_TRUNCATED_HEADER = 'x-export-truncated';

/**
 * OPS-145: the one CSV reply of the back office's exports (every list and the report): the table as
 * RFC 4180 text with the formula guard (lib/csv.ts), a download named `<name>-<UTC day>.csv`, never
 * cached, and X-Export-Truncated: true when the cap cut the rows (false otherwise).
 */
export function sendCsv(reply: FastifyReply, name: string, table: CsvTable, now = new Date()): FastifyReply {
  const day = now.toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .header(EXPORT_TRUNCATED_HEADER, String(table.truncated))
    .header('x-export-rows', String(table.rows.length))
    .send(csvText(table.header, table.rows));
}
