import type { StaffRole } from '@skins/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { requireOperator } from './auth.ts';

const OPERATOR_PREFIX = '/api/operator/';

/** The back office's routes: every one under /api/operator/, guarded by this plugin alone. */
export const isOperatorRoute = (url: string | undefined): boolean => url?.startsWith(OPERATOR_PREFIX) === true;

const everyone: readonly StaffRole[] = ['owner', 'support', 'finance'];
const support: readonly StaffRole[] = ['owner', 'support'];
const finance: readonly StaffRole[] = ['owner', 'finance'];
/** STAFF-2: what a route not in the table allows (fail closed). */
export const OWNER_ONLY: readonly StaffRole[] = ['owner'];

/**
 * STAFF-2: who may call what in the back office, by method and route pattern (fastify's
 * `routeOptions.url`); the owner may call everything, and every route not named here is the
 * owner's alone. support: customers (read, their statement included, and the support steps: verification mails), support
 * messages, orders and mails read-only, skin requests read. finance: payouts (conflicts and bulk
 * included), refunds of orders, balance changes (and the customers they are made on, read), reports
 * and the CSV exports of orders, payouts and customers. Everyone reads the dashboard (the web's gate),
 * its days and their CSV (OPS-191: today's sales show there to everyone already).
 */
export const staffRoleTable: Readonly<Record<string, readonly StaffRole[]>> = {
  'GET /api/operator/dashboard': everyone,
  'GET /api/operator/dashboard/days': everyone,
  'GET /api/operator/dashboard.csv': everyone,

  'GET /api/operator/customers': everyone,
  'GET /api/operator/customers/:id': everyone,
  'GET /api/operator/customers/:id/ledger': everyone,
  'GET /api/operator/customers/:id/statement': everyone,
  'GET /api/operator/customers/:id/statement.csv': everyone,
  'GET /api/operator/customers.csv': finance,
  'POST /api/operator/customers/:id/resend-verification': support,
  'POST /api/operator/customers/:id/verify-email': support,
  'POST /api/operator/customers/:id/adjust-balance': finance,
  // Read by the customer page of every role (a pending change is shown there); deciding is finance's.
  'GET /api/operator/balance-changes': everyone,
  'POST /api/operator/balance-changes/:id/approve': finance,
  'POST /api/operator/balance-changes/:id/reject': finance,

  'GET /api/operator/support': support,
  'POST /api/operator/support/:id/answered': support,
  'POST /api/operator/support/:id/reply': support,
  'POST /api/operator/support/bulk': support,

  'GET /api/operator/orders': everyone,
  'GET /api/operator/orders/:id': everyone,
  'GET /api/operator/orders.csv': finance,
  'POST /api/operator/orders/:id/refund': finance,
  // DISPUTE-5: a card dispute's reversal moves stock and answers a chargeback: finance's.
  'POST /api/operator/orders/:id/reverse-delivery': finance,
  'GET /api/operator/deliveries': finance,
  'POST /api/operator/deliveries/:id/refund': finance,

  'GET /api/operator/mails': support,
  'GET /api/operator/mails/:id': support,
  'GET /api/operator/prompts': support,

  'GET /api/operator/payouts': finance,
  'GET /api/operator/payouts.csv': finance,
  'GET /api/operator/payouts/:id/bank-details': finance,
  'POST /api/operator/payouts/:id/complete': finance,
  'POST /api/operator/payouts/:id/fail': finance,
  'POST /api/operator/payouts/bulk': finance,
  'GET /api/operator/payout-conflicts': finance,
  'POST /api/operator/payout-conflicts/:id/resolve': finance,

  'GET /api/operator/reports': finance,
  'GET /api/operator/reports.csv': finance,
};

/** STAFF-2: the roles that may call a back-office route (HEAD is its GET's); a route not in the table is the owner's. */
export function staffRolesFor(method: string, url: string): readonly StaffRole[] {
  return staffRoleTable[`${method === 'HEAD' ? 'GET' : method} ${url}`] ?? OWNER_ONLY;
}

/**
 * OPS-1, STAFF-2: the back office's one scope. Before any route's own hooks, every call of a route
 * under /api/operator/ runs the operator check (401 for a guest, 403 for a customer, SEC-24's
 * two-factor rule) and then the role table: 403 STAFF_ROLE_FORBIDDEN for a role the route does not
 * allow. No back-office route guards itself: a new one is guarded (and owner-only) by being there.
 */
export const staffRolesPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request: FastifyRequest, reply) => {
      const url = request.routeOptions.url;
      if (!url || !isOperatorRoute(url)) return;
      await requireOperator(request, reply);
      const role = request.user?.staffRole;
      if (!role || !staffRolesFor(request.method, url).includes(role)) throw new AppError('STAFF_ROLE_FORBIDDEN');
    });
  },
  { name: 'staff-roles', dependencies: ['auth'] },
);
