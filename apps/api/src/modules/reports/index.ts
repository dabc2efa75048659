/**
 * SEAM-1: the face of the reports module (OPS-140: the back office's reports over a date range).
 * It owns no table; the dashboard reads its days from the report by day (OPS-191).
 */
export { buildReport } from './service.ts';
