import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after this plugin, one entry per method: what route-walking checks go over (SEC-15, SEC-17). */
    routeTable: readonly RouteEntry[];
  }
}

/** Keeps the route table: registered first, so that it sees every route. */
export const routeTablePlugin = fp(
  async (app: FastifyInstance) => {
    const table: RouteEntry[] = [];
    app.decorate('routeTable', table);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) table.push({ method, url: route.url });
    });
  },
  { name: 'route-table' },
);
