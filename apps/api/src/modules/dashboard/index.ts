/**
 * SEAM-1: the face of the dashboard module (the back office's first view, OPS-40). It owns no
 * table and nothing of it is used by another module: its face is empty.
 */
export {};
