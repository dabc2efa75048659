import type { Server } from 'node:http';
import type { Socket } from 'node:net';
import type { Config } from '../config.ts';

/**
 * SEC-26: the HTTP server's own timeouts, so that a client that sends slowly (or not at all) loses
 * its socket instead of holding it. The defaults (config.ts, README):
 * - headers within 10 s: a browser sends them in one packet; a balancer forwards them at once;
 * - the whole request within 30 s: bodies are at most 256 KiB (bodyLimit), seconds on a poor link;
 * - an idle kept-alive connection closes after 65 s: longer than a balancer's idle timeout (60 s
 *   for AWS ALB and nginx's upstream keepalive_timeout), so the balancer, not the server, closes
 *   a connection it might be reusing (a server closing first answers some requests with a 502);
 *   Node closes it about a second after the timeout.
 * Node checks the headers and request timeouts only every `connectionsCheckingInterval` (30 s by
 * default, which let trickling sockets live 90 s): here every quarter of the headers timeout, at
 * most every second, so a socket is closed at most that long after its timeout.
 */
export function httpServerOptions(config: Pick<Config, 'HTTP_HEADERS_TIMEOUT_MS' | 'HTTP_REQUEST_TIMEOUT_MS' | 'HTTP_KEEP_ALIVE_TIMEOUT_MS'>) {
  return {
    // Fastify sets these two on the server itself (its defaults: 72 s and none).
    keepAliveTimeout: config.HTTP_KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      requestTimeout: config.HTTP_REQUEST_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1000, Math.max(25, Math.floor(config.HTTP_HEADERS_TIMEOUT_MS / 4))),
    },
  };
}

/**
 * SEC-26: at most `max` open connections per remote address: one more is closed as it arrives,
 * so one client cannot hold every socket while the others are still served. The first refusal
 * of an address is logged, again only once it has fallen below the cap. Counted per server
 * process (WEB_CONCURRENCY processes allow `max` each); not used behind TRUST_PROXY, where
 * every connection is the proxy's (config.ts).
 */
export function capConnectionsPerClient(server: Server, max: number, onRefused: (address: string) => void): void {
  const open = new Map<string, number>();
  const refusing = new Set<string>();
  server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address) return;
    const count = open.get(address) ?? 0;
    if (count >= max) {
      if (!refusing.has(address)) {
        refusing.add(address);
        onRefused(address);
      }
      socket.destroy();
      return;
    }
    open.set(address, count + 1);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left > 0) open.set(address, left);
      else open.delete(address);
      if (left < max) refusing.delete(address);
    });
  });
}
