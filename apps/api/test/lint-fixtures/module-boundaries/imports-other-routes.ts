// A deliberate SEAM-1 violation: a module taking another module's route guards.
import { offerRoutes } from '../offers/routes.ts';

export const routes = offerRoutes;
