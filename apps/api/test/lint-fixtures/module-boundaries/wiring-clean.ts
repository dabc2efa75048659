// The app's wiring as SEAM-11 allows it: a module's face, its routes.ts, and the tables through db/schema.ts.
import { ensureOperator } from './modules/account/index.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { items } from './db/schema.ts';

export const wiring = [ensureOperator, cartRoutes, items];
