import { describe, expect, it } from 'vitest';
import { ApiError } from './client';
import { errorMessage } from './error-message';

describe("spec §8: the server's message, else the fallback text", () => {
  it("SEAM-6: an answered failure with a message shows the server's message", () => {
    expect(errorMessage(new ApiError('This item has been sold.', 409), 'Failed')).toBe('This item has been sold.');
  });

  it('SEAM-6: an answered failure without a message shows the fallback', () => {
    expect(errorMessage(new ApiError('', 502), 'Failed')).toBe('Failed');
  });

  it('SEAM-6: an unanswered call (status 0) shows the fallback, or the text the caller gives for it', () => {
    const offline = new ApiError('Network error. Please check your connection.', 0);
    expect(errorMessage(offline, 'Failed')).toBe('Failed');
    expect(errorMessage(offline, 'Failed', 'Checkout error')).toBe('Checkout error');
  });

  it('SEAM-6: anything but an ApiError (a broken answer, a bug) shows the unanswered text, by default the fallback', () => {
    expect(errorMessage(new Error('boom'), 'Failed')).toBe('Failed');
    expect(errorMessage(undefined, 'Failed', 'Unanswered')).toBe('Unanswered');
  });
});
