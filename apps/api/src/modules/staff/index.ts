/**
 * SEAM-1: the face of the staff module (issue 47: the back office's staff list, invitations by
 * mail and staff roles; the role checks themselves are plugins/staff-roles.ts). Nothing of it is
 * used by another module: its face is empty.
 */
export {};
