import { inject } from 'vitest';
import type { E2eServer } from './global-setup';

/** The app instance of this test file's worker (global-setup starts one per worker). */
export function server(): E2eServer {
  const servers = inject('servers');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  const own = servers[(worker - 1) % servers.length];
  if (!own) throw new Error('global-setup started no server');
  return own;
}
