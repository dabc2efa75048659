import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedInput } from './use-debounced-input';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const trim = (s: string) => s.trim();

describe('useDebouncedInput', () => {
  it('CAT-32: applies the text once, 300 ms after the last keystroke', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedInput('', commit, trim));
    act(() => result.current.change('a'));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.change('ak'));
    act(() => vi.advanceTimersByTime(299));
    expect(commit).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(commit).toHaveBeenCalledTimes(1);
    expect(commit).toHaveBeenCalledWith('ak');
  });

  it('CAT-42: flush (Enter, the search button) applies at once and drops the pending apply', () => {
    const commit = vi.fn();
    const { result } = renderHook(() => useDebouncedInput('', commit, trim));
    act(() => result.current.change('awp'));
    act(() => result.current.flush());
    expect(commit).toHaveBeenCalledWith('awp');
    act(() => vi.advanceTimersByTime(1000));
    expect(commit).toHaveBeenCalledTimes(1);
  });

  it('CAT-32: text equal to the applied value is not applied again; an outside change replaces the text', () => {
    const commit = vi.fn();
    const { result, rerender } = renderHook(({ committed }) => useDebouncedInput(committed, commit, trim), { initialProps: { committed: 'ak' } });
    act(() => result.current.change('ak '));
    act(() => vi.advanceTimersByTime(300));
    expect(commit).not.toHaveBeenCalled();
    rerender({ committed: '' });
    expect(result.current.text).toBe('');
  });
});
