import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { toast } from '../../../ui/toast';
import { useContractSave } from './contract-save';

const schema = z.object({ title: z.string().min(1, 'Title is required') });

/** Saves a valid body through useContractSave with `save`, and says whether it was saved. */
async function saveWith(save: () => Promise<{ message?: string }>) {
  const { result } = renderHook(() => useContractSave(schema, save, 'Fix the fields', 'Pack saved'));
  let saved = false;
  await act(async () => {
    saved = await result.current.submit({ title: 'Knife pack' });
  });
  return saved;
}

afterEach(() => vi.restoreAllMocks());

describe('a back-office form save (components/contract-save.ts)', () => {
  it("OPS-79: a save is toasted with the API's message, else with the form's own text", async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    expect(await saveWith(async () => ({ message: 'Pack created' }))).toBe(true);
    expect(await saveWith(async () => ({}))).toBe(true);
    expect(success.mock.calls).toEqual([['Pack created'], ['Pack saved']]);
  });

  it('OPS-79: a refused save is not toasted', async () => {
    const success = vi.spyOn(toast, 'success').mockImplementation(() => {});
    expect(await saveWith(() => Promise.reject(new Error('offline')))).toBe(false);
    expect(success).not.toHaveBeenCalled();
  });
});
