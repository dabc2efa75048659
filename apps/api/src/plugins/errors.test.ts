import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buyer } from '../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';

let t: TestApp;
let customer: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  customer = (await buyer(t.db)).headers;
});
afterAll(() => t.close());

/** A raw HTTP exchange with the listening app: what Node's parser refuses never reaches inject(). */
function raw(port: number, text: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('every error in the envelope', () => {
  // The message a client sees: Fastify's own text for what it refuses itself (plugins/errors.ts), else the catalogue's.
  it.each([
    ['a bad percent-encoding in the path', { url: '/api/items/%zz' }, 400, 'COMMON_BAD_INPUT', "'/api/items/%zz' is not a valid url component"],
    ['a lone surrogate spelled in the path', { url: '/api/items/%ED%A0%80' }, 400, 'COMMON_BAD_INPUT', "'/api/items/%ED%A0%80' is not a valid url component"],
    ['invalid JSON', { method: 'PUT', url: '/api/user/profile', headers: { 'content-type': 'application/json' }, payload: '{"name":' }, 400, 'COMMON_BAD_INPUT', "Body is not valid JSON but content-type is set to 'application/json'"],
    ['a body that is not JSON', { method: 'PUT', url: '/api/user/profile', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=x' }, 415, 'COMMON_UNSUPPORTED_MEDIA', 'The request body must be JSON.'],
    ['a body too large', { method: 'PUT', url: '/api/user/profile', payload: { name: 'x'.repeat(300 * 1024) } }, 413, 'COMMON_BODY_TOO_LARGE', 'The request is too large.'],
    ['an unknown /api route', { url: '/api/no-such-route' }, 404, 'COMMON_NOT_FOUND', 'The requested resource was not found.'],
  ] as const)('INPUT-3, SEAM-10: %s is answered in the §7 envelope with a catalogue code and the message a client sees', async (_name, req, status, code, message) => {
    const res = await t.app.inject({ method: 'GET', ...req, headers: { ...customer, ...('headers' in req ? req.headers : {}) } });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const body = json(res);
    expect(body).toEqual({ status: 'error', code, message });
    expect(body).not.toHaveProperty('error');
  });

  it('INPUT-3: a bad percent-encoding in the query is read as text, never a 500 nor a framework error', async () => {
    const res = await t.app.inject('/api/items/list?search=%zz');
    expect(res.statusCode).toBe(200);
    expect(json(res).status).toBe('OK');
  });

  it("INPUT-3: a request Node's HTTP parser refuses (a NUL in a header) is answered in the envelope too", async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const answer = await raw(port, 'GET /api/items/list HTTP/1.1\r\nHost: localhost\r\nIdempotency-Key: a\u0000b\r\n\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    const body = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4));
    expect(body).toEqual({ status: 'error', code: 'COMMON_BAD_INPUT', message: 'The request could not be read.' });
    // The server still answers the next request.
    const next = await new Promise<number>((resolve) => httpRequest({ port, host: '127.0.0.1', path: '/api/healthz' }, (res) => resolve(res.statusCode ?? 0)).end());
    expect(next).toBe(200);
  });
});
