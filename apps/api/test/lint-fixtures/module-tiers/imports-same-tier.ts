// Linted as an i18n file (tier 3): prices is the same tier, so lint refuses the import (SEAM-14).
import { priceHistory } from '../prices/index.ts';

export const history = priceHistory;
