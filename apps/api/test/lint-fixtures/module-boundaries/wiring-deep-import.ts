// A deliberate SEAM-11 violation: the app's wiring reaching into a module's files, not its face or routes.
import { ensureOperator } from './modules/account/operator-account.ts';
import { items } from './modules/catalog/tables.ts';

export const wiring = [ensureOperator, items];
