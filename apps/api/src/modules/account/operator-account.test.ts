import { describe, expect, it } from 'vitest';
import { insertUser, PASSWORD, signIn, uniqueEmail } from '../../../test/auth-helpers.ts';
import { createTestApp, json } from '../../../test/helpers.ts';
import { ensureOperator } from './operator-account.ts';
import { findUserByEmail } from './users.ts';

describe('operator account', () => {
  it('OPS-11: a missing operator is created verified with the password; an existing user is promoted keeping its password', async () => {
    const t = await createTestApp();
    try {
      const email = uniqueEmail('op');
      expect(await ensureOperator(t.db, email, 'Operator123')).toBe('created');
      expect(await findUserByEmail(t.db, email)).toMatchObject({ role: 'operator', emailVerifiedAt: expect.any(Date) });
      const session = await signIn(t.app, email, 'Operator123');
      expect((await t.app.inject({ url: '/api/operator/offers', headers: { authorization: `Bearer ${session.token}` } })).statusCode).toBe(200);
      expect(await ensureOperator(t.db, email.toUpperCase(), 'Other1234')).toBe('unchanged');

      const customer = await insertUser(t.db, { emailVerifiedAt: null });
      expect(await ensureOperator(t.db, customer.email!, 'Ignored123')).toBe('promoted');
      expect(await findUserByEmail(t.db, customer.email!)).toMatchObject({ role: 'operator', emailVerifiedAt: expect.any(Date) });
      const res = await t.app.inject({ method: 'POST', url: '/api/login', payload: { username: customer.email, password: 'Ignored123' } });
      expect(res.statusCode).toBe(422);
      expect(json(res).code).toBe('AUTH_BAD_CREDENTIALS');
      await signIn(t.app, customer.email!, PASSWORD);
    } finally {
      await t.close();
    }
  });
});
