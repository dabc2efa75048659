import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './format-date';

describe('dates in the visitor language', () => {
  it('I18N-12: a join date names its month in English, German and Polish, from an ISO date or unix seconds', () => {
    expect(formatDate('2025-01-05T10:00:00Z', 'en')).toBe('Jan 5, 2025');
    expect(formatDate(1736071200, 'en')).toBe('Jan 5, 2025');
    expect(formatDate('2026-12-01T08:00:00Z', 'de')).toBe('1. Dez. 2026');
    expect(formatDate('2026-12-01T08:00:00Z', 'pl')).toBe('1 gru 2026');
    expect(formatDate(null, 'de')).toBe('');
    expect(formatDate('not a date', 'pl')).toBe('');
  });

  it('I18N-12: a history date keeps the spec default DD.MM.YYYY HH:mm in English and is written as German and Polish write it', () => {
    const at = new Date(2026, 11, 1, 9, 5).getTime() / 1000;
    expect(formatDateTime(at, 'en')).toBe('01.12.2026 09:05');
    expect(formatDateTime(String(at), 'en')).toBe('01.12.2026 09:05');
    expect(formatDateTime(at, 'de')).toBe('01.12.2026, 09:05');
    expect(formatDateTime(at, 'pl')).toBe('01.12.2026, 09:05');
    expect(formatDateTime(undefined, 'de')).toBe('');
  });
});
