// Linted as a checkout file (tier 9): account, catalog and audit are lower tiers, so lint passes it.
import { balanceOf } from '../account/index.ts';
import { recordAudit } from '../audit/index.ts';
import { findItemsByIds } from '../catalog/index.ts';

export const used = [balanceOf, recordAudit, findItemsByIds];
