import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../../test/helpers.ts';
import { person } from '../../../test/offer-helpers.ts';
import { auditLog } from '../audit/tables.ts';
import { socialLinks } from './tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const footer = async () => json(await t.app.inject('/api/social-links')).payload as { id: number; link: string; img: string; title: string }[];
const auditOf = (action: string, id: number) => t.db.select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(id))));

const mastodon = { link: 'https://mastodon.social/@skins', img: '/img/social/mastodon.svg', title: 'Mastodon' };

describe('operator: social links', () => {
  it('OPS-120: an added link is listed last, in the footer at once; a change and a delete show there too; each step audited', async () => {
    const op = await person(t.db, 'operator');
    const listed = json(await call('GET', '/api/operator/social-links', op.headers)).payload;
    expect(listed.map((l: { id: number }) => l.id)).toEqual((await footer()).map((l) => l.id));

    const added = await call('POST', '/api/operator/social-links', op.headers, { ...mastodon, title: '  Mastodon ' });
    expect(added.statusCode, added.body).toBe(200);
    const link = json(added).payload;
    expect(json(added)).toMatchObject({ message: 'Social link added', payload: { ...mastodon, position: Math.max(0, ...listed.map((l: { position: number }) => l.position)) + 1 } });
    expect((await footer()).at(-1)).toEqual({ id: link.id, ...mastodon });
    expect((await auditOf('social_link.create', link.id))[0]).toMatchObject({ actorId: op.id, targetType: 'social_link', after: mastodon });

    const img = '/img/social/x.svg';
    const changed = await call('PATCH', `/api/operator/social-links/${link.id}`, op.headers, { img, title: 'Fediverse' });
    expect(json(changed)).toMatchObject({ message: 'Social link saved', payload: { id: link.id, link: mastodon.link, img, title: 'Fediverse' } });
    expect((await footer()).find((l) => l.id === link.id)).toEqual({ id: link.id, link: mastodon.link, img, title: 'Fediverse' });
    expect((await auditOf('social_link.change', link.id))[0]).toMatchObject({ actorId: op.id, before: mastodon, after: { ...mastodon, img, title: 'Fediverse' } });

    const deleted = await call('DELETE', `/api/operator/social-links/${link.id}`, op.headers);
    expect(json(deleted)).toEqual({ status: 'OK', message: 'Social link deleted', payload: { id: link.id } });
    expect((await footer()).map((l) => l.id)).not.toContain(link.id);
    expect((await auditOf('social_link.delete', link.id))[0]).toMatchObject({ actorId: op.id, before: { ...mastodon, img, title: 'Fediverse' } });
    expect(json(await call('DELETE', `/api/operator/social-links/${link.id}`, op.headers))).toMatchObject({ code: 'OPS_SOCIAL_LINK_NOT_FOUND' });
    expect((await call('PATCH', `/api/operator/social-links/${link.id}`, op.headers, { title: 'X' })).statusCode).toBe(404);
  });

  it('OPS-120: a link that is not https, an icon that is neither a shop path nor https, a title out of 1..100 are each a 422 with the field message; nothing changes', async () => {
    const op = await person(t.db, 'operator');
    const [first] = await t.db.select().from(socialLinks).orderBy(socialLinks.id).limit(1);
    const rows = await t.db.select().from(socialLinks);
    const audits = (await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'social_link'))).length;
    const linkMessage = 'The link must be an https:// address';
    const imgMessage = 'The icon is a path of the shop, such as /img/social/x.svg';
    const refused: [object, string, string][] = [
      [{ link: 'http://example.com' }, 'link', linkMessage],
      [{ link: 'javascript:alert(1)' }, 'link', linkMessage],
      [{ link: 'example.com/page' }, 'link', linkMessage],
      [{ link: 'https://user:pass@example.com' }, 'link', linkMessage],
      [{ img: 'img/social/x.svg' }, 'img', imgMessage],
      [{ img: '//evil.example/x.svg' }, 'img', imgMessage],
      [{ img: '/img/../secret' }, 'img', imgMessage],
      [{ img: 'http://cdn.example.com/x.svg' }, 'img', imgMessage],
      [{ img: 'https://cdn.example.com/x.svg' }, 'img', imgMessage],
      [{ img: 'data:image/svg+xml,<svg/>' }, 'img', imgMessage],
      // A path of the shop that is not a picture under /img/.
      [{ img: '/api/logout' }, 'img', imgMessage],
      [{ img: '/img/social/x' }, 'img', imgMessage],
      [{ title: '   ' }, 'title', 'Title is required'],
      [{ title: 'x'.repeat(101) }, 'title', 'The title can be at most 100 characters'],
    ];
    for (const [body, field, message] of refused) {
      for (const [method, url, payload] of [
        ['POST', '/api/operator/social-links', { ...mastodon, ...body }],
        ['PATCH', `/api/operator/social-links/${first!.id}`, body],
      ] as const) {
        const res = await call(method, url, op.headers, payload);
        expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(422);
        expect(json(res).errors[field], `${method} ${JSON.stringify(body)}`).toEqual([message]);
      }
    }
    expect(json(await call('POST', '/api/operator/social-links', op.headers, { img: mastodon.img, title: 'No link' })).errors.link).toEqual([linkMessage]);
    expect(json(await call('PATCH', `/api/operator/social-links/${first!.id}`, op.headers, {})).errors.link).toEqual(['Change the link, the icon or the title']);
    expect(await t.db.select().from(socialLinks)).toEqual(rows);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.targetType, 'social_link'))).length).toBe(audits);
  });

  it('OPS-120: a customer gets 403 and a guest 401 on every call, and nothing changes', async () => {
    const customer = await person(t.db);
    const [first] = await t.db.select().from(socialLinks).limit(1);
    const rows = await t.db.select().from(socialLinks);
    const calls: [Method, string, object?][] = [
      ['GET', '/api/operator/social-links'],
      ['POST', '/api/operator/social-links', mastodon],
      ['PATCH', `/api/operator/social-links/${first!.id}`, { title: 'Taken over' }],
      ['DELETE', `/api/operator/social-links/${first!.id}`],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, customer.headers, payload)).statusCode, `${method} ${url}`).toBe(403);
      expect((await call(method, url, {}, payload)).statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await t.db.select().from(socialLinks)).toEqual(rows);
  });
});
