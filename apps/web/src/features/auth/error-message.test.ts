import { afterLoginPath } from '@skins/contract';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { registerFieldOf, serverErrorMessage } from './error-message';

describe('sign-in failure message (spec §8)', () => {
  it('AUTH-WEB-3: the first message of the first field, else the message, else null (An error occurred)', () => {
    expect(serverErrorMessage(new ApiError('Invalid data', 422, { username: ['Bad email', 'other'], password: ['Short'] }))).toBe('Bad email');
    expect(serverErrorMessage(new ApiError('Wrong email or password', 401))).toBe('Wrong email or password');
    expect(serverErrorMessage(new ApiError('', 500))).toBeNull();
    expect(serverErrorMessage(undefined)).toBeNull();
  });
  it('AUTH-WEB-3: register field errors map to the form fields', () => {
    expect([registerFieldOf('name'), registerFieldOf('passConfirm'), registerFieldOf('email'), registerFieldOf('toString')]).toEqual(['firstName', 'confirmPassword', 'email', undefined]);
  });
});

describe('redirect after login (spec §2)', () => {
  it('AUTH-WEB-4, SEC-11: only paths of this site are followed; otherwise /account', () => {
    expect(afterLoginPath('/cart?x=1#y')).toBe('/cart?x=1#y');
    for (const bad of ['https://evil.test/x', '//evil.test', '/\\evil.test', '\\/evil.test', '/.//evil.example', '/%2F%2Fevil.test', 'javascript:alert(1)', 'cart', '', null, undefined])
      expect(afterLoginPath(bad), String(bad)).toBe('/account');
  });
});
