// Linted as a catalog file (tier 2): checkout is tier 9, so lint refuses the import (SEAM-14).
import { findOrder } from '../checkout/index.ts';

export const orderOf = findOrder;
