import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appWithEnv } from '../test/auth-helpers.ts';
import { createTestApp, type TestApp } from '../test/helpers.ts';

/** SEC-26: short timeouts, so that the test sees them act (the defaults are 10 s, 30 s and 65 s). */
const TIMEOUTS = { HTTP_HEADERS_TIMEOUT_MS: '1000', HTTP_REQUEST_TIMEOUT_MS: '2000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' };
const HEALTH = 'GET /api/healthz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n';

let t: TestApp;
let port: number;

beforeAll(async () => {
  t = await createTestApp(TIMEOUTS);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(() => t.close());

/** Rejects when `promise` has not settled within `ms`: every wait of this file is bounded. */
function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, fail) => (timer = setTimeout(() => fail(new Error(`${what}: not within ${ms} ms`)), ms)));
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

interface Client {
  socket: Socket;
  /** What the server wrote, and how long after connecting it closed the socket. */
  closed: Promise<{ afterMs: number; received: string }>;
}

/** A raw client that sends `first` at once, then one byte of `rest` every `everyMs` (a slow client). */
function slowClient(toPort: number, first: string, rest: string, everyMs: number, localAddress = '127.0.0.1'): Client {
  const socket = connect({ host: '127.0.0.1', port: toPort, localAddress });
  const started = Date.now();
  let received = '';
  let sent = 0;
  const timer = setInterval(() => {
    if (sent < rest.length && socket.writable) socket.write(rest[sent++]!);
  }, everyMs);
  socket.once('connect', () => first && socket.write(first));
  socket.on('data', (chunk) => (received += chunk.toString('latin1')));
  socket.on('error', () => {});
  const closed = new Promise<{ afterMs: number; received: string }>((ok) =>
    socket.once('close', () => {
      clearInterval(timer);
      ok({ afterMs: Date.now() - started, received });
    }),
  );
  return { socket, closed };
}

/** GET /api/healthz on a socket of its own from `localAddress`: the status. */
function health(toPort: number, localAddress = '127.0.0.1'): Promise<number> {
  return new Promise((ok, fail) => {
    get({ host: '127.0.0.1', port: toPort, path: '/api/healthz', localAddress, agent: false }, (res) => {
      res.resume();
      ok(res.statusCode ?? 0);
    }).on('error', fail);
  });
}

describe('the server\'s own timeouts (SEC-26)', () => {
  it('SEC-26: 50 clients trickling a header byte every 300 ms are each answered 408 and closed once the headers timeout passes, while a normal request is answered 200', async () => {
    const clients = Array.from({ length: 50 }, () => slowClient(port, 'G', HEALTH.slice(1), 300));
    try {
      const served = await within(fetch(`http://127.0.0.1:${port}/api/healthz`), 2000, 'a request during the attack');
      expect(served.status).toBe(200);
      const closed = await within(Promise.all(clients.map((c) => c.closed)), 5000, 'the slow clients closed');
      for (const { afterMs, received } of closed) {
        expect(received).toMatch(/^HTTP\/1\.1 408 /);
        // The headers timeout (1 s), checked every quarter of it: not before, and promptly after.
        expect(afterMs).toBeGreaterThanOrEqual(900);
        expect(afterMs).toBeLessThan(3000);
      }
      expect((await fetch(`http://127.0.0.1:${port}/api/healthz`)).status).toBe(200);
    } finally {
      for (const c of clients) c.socket.destroy();
    }
  });

  it('SEC-26: a client that sent its headers but trickles its body is answered 408 and closed once the request timeout passes', async () => {
    const headers = 'POST /api/support HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n';
    const client = slowClient(port, headers, '{'.padEnd(100, ' '), 300);
    try {
      const { afterMs, received } = await within(client.closed, 5000, 'the slow body closed');
      expect(received).toMatch(/^HTTP\/1\.1 408 /);
      expect(afterMs).toBeGreaterThanOrEqual(1900);
      expect(afterMs).toBeLessThan(4000);
    } finally {
      client.socket.destroy();
    }
  });

  it('SEC-26: a kept-alive connection left idle after its answer is closed once the keep-alive timeout passes', async () => {
    const client = slowClient(port, HEALTH, '', 300);
    let answeredAt = 0;
    client.socket.once('data', () => (answeredAt = Date.now()));
    try {
      const { received } = await within(client.closed, 4000, 'the idle connection closed');
      expect(received).toMatch(/^HTTP\/1\.1 200 /);
      // Node closes an idle connection about a second after the keep-alive timeout (1 s here).
      expect(Date.now() - answeredAt).toBeGreaterThanOrEqual(900);
      expect(Date.now() - answeredAt).toBeLessThan(3000);
    } finally {
      client.socket.destroy();
    }
  });
});

describe('connections per client (SEC-26)', () => {
  let capped: FastifyInstance;
  let cappedPort: number;

  beforeAll(async () => {
    capped = await appWithEnv(t.database, { HTTP_MAX_CONNECTIONS_PER_CLIENT: '5' });
    await capped.listen({ host: '127.0.0.1', port: 0 });
    cappedPort = (capped.server.address() as { port: number }).port;
  });
  afterAll(() => capped.close());

  it('SEC-26: without settings the server has its own timeouts (headers 10 s, request 30 s, keep-alive 65 s), not Node\'s', () => {
    expect({ headers: capped.server.headersTimeout, request: capped.server.requestTimeout, keepAlive: capped.server.keepAliveTimeout }).toEqual({ headers: 10_000, request: 30_000, keepAlive: 65_000 });
  });

  it('SEC-26: a client holding its cap of open connections has one more closed unanswered, while another client is served; once one of its own closes, it is served again', async () => {
    const held = Array.from({ length: 5 }, () => slowClient(cappedPort, HEALTH, '', 300));
    try {
      // Each held connection was answered and stays open (kept alive): the client is at its cap.
      await within(
        Promise.all(held.map((c) => new Promise<void>((ok) => c.socket.on('data', (d) => d.toString().startsWith('HTTP/1.1 200') && ok())))),
        3000,
        'the held connections answered',
      );
      const refused = slowClient(cappedPort, HEALTH, '', 300);
      expect((await within(refused.closed, 2000, 'the connection over the cap closed')).received).toBe('');
      expect(await within(health(cappedPort, '127.0.0.2'), 2000, 'another client')).toBe(200);
      held[0]!.socket.destroy();
      await within(held[0]!.closed, 2000, 'a held connection closed');
      let status = 0;
      for (let attempt = 0; attempt < 20 && status !== 200; attempt++) status = await health(cappedPort).catch(() => 0);
      expect(status).toBe(200);
    } finally {
      for (const c of held) c.socket.destroy();
    }
  });
});
