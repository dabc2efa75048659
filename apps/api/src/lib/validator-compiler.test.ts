import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_TEST_ENV } from '../../test/auth-helpers.ts';
import { buyer } from '../../test/checkout-helpers.ts';
import { createTestApp, json, type TestApp } from '../../test/helpers.ts';
import { person } from '../../test/offer-helpers.ts';
import { users } from '../modules/account/tables.ts';
import { writeSetting } from '../modules/content/service.ts';

/** The part of a JSON schema the walk reads. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
}
interface Operation {
  parameters?: { in: 'query' | 'path' | 'header'; name: string; schema: JsonSchema }[];
  requestBody?: { content: Record<string, { schema: JsonSchema }> };
}
type Kind = 'string' | 'number';

const alternatives = (s: JsonSchema) => [...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])];

/** What a field takes: free text and/or a number (an integer is a number); a field of any type takes text. */
function kindsOf(s: JsonSchema): Set<Kind> {
  const kinds = new Set<Kind>(alternatives(s).flatMap((a) => [...kindsOf(a)]));
  const types = [s.type ?? []].flat();
  if (types.includes('string') || (types.length === 0 && kinds.size === 0)) kinds.add('string');
  if (types.includes('number') || types.includes('integer')) kinds.add('number');
  return kinds;
}

/** Every leaf field of a body schema, with its path. */
function leaves(s: JsonSchema, path: string[] = []): { path: string[]; kinds: Set<Kind> }[] {
  const props: Record<string, JsonSchema> = Object.assign({}, s.properties, ...alternatives(s).map((a) => a.properties ?? {}));
  const keys = Object.keys(props);
  if (keys.length === 0) return path.length ? [{ path, kinds: kindsOf(s) }] : [];
  return keys.flatMap((k) => leaves(props[k]!, [...path, k]));
}

/** A body holding `value` at `path` and nothing else: the edge must name that field whatever else is missing. */
function bodyWith(path: string[], value: unknown): Record<string, unknown> {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

/**
 * Numbers that fall back instead of failing, by earlier rules: an unknown language is the default
 * one (issue 2), a list's page past its end is the first page, and items/list's limit is capped at
 * 100 (CAT-1). A huge value there is answered, never sent to a column.
 */
const FALLS_BACK = new Set(['lang_id', 'GET /api/items/list limit', 'GET /api/offer/history page', 'GET /api/operator/offers page', 'GET /api/operator/payouts page']);
/** OPS-171: the back office reads a customer's statement with the customer's own query (WALLET-6: a page past STATEMENT_MAX_PAGE is a 422). */
const STATEMENT_PAGE = new Set(['GET /api/operator/customers/{id}/statement page', 'GET /api/operator/customers/{id}/statement.csv page']);

const HUGE = 1e15;
const NUL = 'a\u0000b';
const LONE_SURROGATE = '\ud800';

interface Case {
  name: string;
  method: string;
  url: string;
  field: string;
  payload?: Record<string, unknown>;
  /**
   * named: a 422 whose errors name the field (and, in a URL, whose message does: issue 3);
   * answered: anything but a 500 (a URL cannot spell a lone surrogate, it carries UTF-8, so its
   * bytes are a bad encoding or a replacement character; a huge number in a text-or-number field
   * such as a country is text); fallback: a 200 (FALLS_BACK).
   */
  expect: 'named' | 'answered' | 'fallback';
}

/** Every field of every /api route in the OpenAPI document, each with each input the database would refuse. */
function casesOf(paths: Record<string, Record<string, Operation>>): Case[] {
  const cases: Case[] = [];
  for (const [route, operations] of Object.entries(paths)) {
    if (!route.startsWith('/api/')) continue;
    for (const [verb, op] of Object.entries(operations)) {
      const method = verb.toUpperCase();
      const params = op.parameters ?? [];
      const valid = Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, String(p.schema.enum?.[0] ?? (kindsOf(p.schema).has('number') ? 1 : 'x'))]));
      const url = (path: Record<string, string>, query = '') => route.replace(/\{(\w+)\}/g, (_m, n: string) => path[n] ?? valid[n]!) + (query && `?${query}`);
      for (const p of params.filter((q) => q.in !== 'header')) {
        const kinds = kindsOf(p.schema);
        const at = (v: string) => (p.in === 'path' ? url({ [p.name]: v }) : url({}, `${p.name}=${v}`));
        const name = `${method} ${route} ${p.in} ${p.name}`;
        if (kinds.has('string')) {
          cases.push({ name: `${name} NUL`, method, url: at('%00'), field: p.name, expect: 'named' });
          cases.push({ name: `${name} lone surrogate`, method, url: at('%ED%A0%80'), field: p.name, expect: 'answered' });
        }
        if (kinds.has('number')) {
          // Every back-office list takes a page past its end as its first page, like the customer's lists.
          const fallsBack = FALLS_BACK.has(p.name) || FALLS_BACK.has(`${method} ${route} ${p.name}`) || (route.startsWith('/api/operator/') && p.name === 'page' && !STATEMENT_PAGE.has(`${method} ${route} ${p.name}`));
          cases.push({ name: `${name} huge`, method, url: at(String(HUGE)), field: p.name, expect: fallsBack ? 'fallback' : kinds.has('string') ? 'answered' : 'named' });
        }
      }
      const body = op.requestBody?.content['application/json']?.schema;
      for (const leaf of body ? leaves(body) : []) {
        const field = leaf.path.join('.');
        const name = `${method} ${route} body ${field}`;
        const at = (v: unknown, expect: Case['expect']): Case => ({ name: `${name} ${JSON.stringify(v)}`, method, url: url({}), field, payload: bodyWith(leaf.path, v), expect });
        if (leaf.kinds.has('string')) cases.push(at(NUL, 'named'), at(LONE_SURROGATE, 'named'));
        if (leaf.kinds.has('number')) cases.push(at(HUGE, leaf.kinds.has('string') ? 'answered' : 'named'));
      }
    }
  }
  return cases;
}

let t: TestApp;
let customer: Awaited<ReturnType<typeof buyer>>;
let operator: Record<string, string>;
let cases: Case[];
beforeAll(async () => {
  t = await createTestApp({ ...AUTH_TEST_ENV, RATE_LIMIT_SUPPORT_PER_10_MINUTES: '1000000' });
  await writeSetting(t.db, 'offer_enabled', true);
  customer = await buyer(t.db, 1_000_000);
  operator = (await person(t.db, 'operator')).headers;
  cases = casesOf((t.app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> }).paths);
});
afterAll(() => t.close());

describe('the validation edge', () => {
  it('INPUT-1, INPUT-2: a NUL or a lone surrogate in any text field and a number beyond its column in any number field of any route is a 422 naming the field, never a 500', async () => {
    // The walk must have found the fields of the issue, or it proves nothing.
    const names = cases.map((c) => c.name);
    for (const expected of ['GET /api/items/list query search NUL', 'GET /api/items/list query price_from huge', 'PUT /api/user/profile body name "\\ud800"', 'POST /api/deposit/checkout body city "\\ud800"', 'POST /api/operator/payouts/{id}/fail body message "a\\u0000b"', 'POST /api/purchase/pack body idempotencyKey "a\\u0000b"', 'POST /api/purchase/product body tradeUrl "a\\u0000b"', 'PUT /api/operator/settings/{key} body value "\\ud800"']) {
      expect(names).toContain(expected);
    }
    const wrong: string[] = [];
    for (const c of cases) {
      const headers = c.url.startsWith('/api/operator') ? operator : customer.headers;
      const res = await t.app.inject({ method: c.method as 'GET', url: c.url, headers, ...(c.payload ? { payload: c.payload } : {}) });
      // A redirect (Steam sign-in, an email link) has no body, a CSV export (OPS-145) a CSV one: neither is the 422 wanted.
      const body = res.body && String(res.headers['content-type'] ?? '').includes('json') ? json(res) : {};
      const message = String(body.message ?? '').toLowerCase();
      const ok = {
        named: res.statusCode === 422 && body.code === 'COMMON_BAD_INPUT' && body.errors?.[c.field] !== undefined && (c.payload !== undefined || message.includes(c.field.toLowerCase().replace(/_/g, ' ')) || message.includes(c.field.toLowerCase())),
        answered: res.statusCode < 500,
        fallback: res.statusCode === 200,
      }[c.expect];
      if (!ok) wrong.push(`${c.name}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    }
    expect(wrong).toEqual([]);
    // Refused at the edge: the profile the walk sent NULs and surrogates to is as it was.
    const [row] = await t.db.select({ name: users.name, surname: users.surname }).from(users).where(eq(users.id, customer.id));
    expect(row).toEqual({ name: 'Test', surname: 'User' });
  });

  it('INPUT-2: items/list?price_from=67789919, whose cents overflow an integer, is a 422 naming price_from', async () => {
    const res = await t.app.inject('/api/items/list?price_from=67789919');
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ code: 'COMMON_BAD_INPUT', message: 'price_from is too large', errors: { price_from: ['price_from is too large'] } });
  });

  it('INPUT-1: a NUL in the Idempotency-Key header, read outside the schemas, is a 422 naming it', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/purchase/pack', headers: { ...customer.headers, 'idempotency-key': NUL }, payload: { pack_id: 1 } });
    expect(res.statusCode).toBe(422);
    expect(json(res).errors).toHaveProperty('Idempotency-Key');
  });

  it('INPUT-1: a key holding a NUL and a deeply nested body are refused at the edge, not by the stack', async () => {
    const key = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: customer.headers, payload: { [NUL]: 'x' } });
    expect(key.statusCode).toBe(422);
    const deep = `${'['.repeat(20_000)}"${'\\u0000'}"${']'.repeat(20_000)}`;
    const res = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...customer.headers, 'content-type': 'application/json' }, payload: `{"name":${deep}}` });
    expect(res.statusCode).toBe(422);
    expect(json(res).code).toBe('COMMON_BAD_INPUT');
  });

  it('INPUT-4: a call of payload none may come without a body; a body that is not an object is refused in a sentence, nothing changed', async () => {
    const cleared = await t.app.inject({ method: 'POST', url: '/api/cart/clear', headers: customer.headers });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(json(cleared).status).toBe('OK');
    // No body at all: the route's own rules answer (the spec's sign-in text), not the schema library.
    const empty = await t.app.inject({ method: 'POST', url: '/api/login' });
    expect(json(empty)).toMatchObject({ status: 'error', message: 'Email and password are required' });
    for (const [type, payload] of [['text/plain', 'username=a'], ['application/json', '[1,2]'], ['application/json', '"text"'], ['application/json', '42']]) {
      const res = await t.app.inject({ method: 'PUT', url: '/api/user/profile', headers: { ...customer.headers, 'content-type': type! }, payload });
      expect(res.statusCode, `${type} ${payload}`).toBe(422);
      expect(json(res), `${type} ${payload}`).toMatchObject({ status: 'error', code: 'COMMON_BAD_INPUT', message: 'The request body must be a JSON object.' });
    }
  });
});
