/**
 * SEAM-1: the face of the reports module (OPS-140: the back office's reports over a date range).
 * It owns no table and nothing of it is used by another module: its face is empty.
 */
export {};
