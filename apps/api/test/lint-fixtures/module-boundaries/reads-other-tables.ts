// A deliberate SEAM-1 violation: a cart service reading checkout's table.
import { promoCodes } from '../checkout/tables.ts';

export const table = promoCodes;
