// A deliberate SEAM-1 violation: a deep path into another module instead of its face.
import { balanceOf } from '../account/ledger.ts';

export const balance = balanceOf;
