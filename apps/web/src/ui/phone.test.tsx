import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { toast } from './toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sanitizePhone } from './phone';
import { isValidPhone, toE164 } from './phone-numbers';
import { PhoneField } from './phone-field';

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }));
vi.mock('react-i18next', () => ({ useTranslation: () => ({ t: (k: string) => (k === 'auth_country_not_supported' ? 'This country is not supported' : k) }) }));

const countries = [
  { id: 1, iso: 'pt', title: 'Portugal', name: 'Portugal' },
  { id: 2, iso: 'aq', title: 'Antarctica', name: 'Antarctica' },
];

function Harness() {
  const [value, setValue] = useState('+351 912');
  const [country, setCountry] = useState('pt');
  return <PhoneField label="Phone number" value={value} onChange={setValue} country={country} onCountryChange={setCountry} countries={countries} />;
}

describe('phone input (spec §5)', () => {
  it('AUTH-WEB-5: keeps only digits, spaces, parentheses, plus and hyphen, at most 25', () => {
    expect(sanitizePhone('+1 (555) 12a3-45.67#')).toBe('+1 (555) 123-4567');
    expect(sanitizePhone('1'.repeat(40))).toHaveLength(25);
    expect(isValidPhone('912 345 678', 'pt')).toBe(true);
    expect(isValidPhone('12', 'pt')).toBe(false);
    expect(toE164('912 345 678', 'PT')).toBe('+351912345678');
  });

  describe('the field', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => {
      cleanup();
      vi.useRealTimers();
      vi.mocked(toast.error).mockClear();
    });
    it('AUTH-WEB-5: is type tel, maxlength 25, and filters typing', () => {
      render(<Harness />);
      const input = screen.getByLabelText('Phone number');
      expect(input).toHaveAttribute('type', 'tel');
      expect(input).toHaveAttribute('maxlength', '25');
      fireEvent.change(input, { target: { value: '+351 91x2' } });
      expect(input).toHaveValue('+351 912');
    });
    it('AUTH-WEB-15: the closed picker shows the country as ISO code and calling code (nothing cut), the list and the accessible value keep the name', () => {
      render(<Harness />);
      const select = screen.getByRole('combobox', { name: 'auth_phone_country' });
      expect(screen.getByTestId('phone-country-summary')).toHaveTextContent(/^PT \+351$/);
      expect(select).toHaveDisplayValue('Portugal (+351)');
      expect(select).toHaveAttribute('title', 'Portugal (+351)');
      fireEvent.change(select, { target: { value: '' } });
      expect(screen.getByTestId('phone-country-summary')).toHaveTextContent(/^—$/);
    });
    it('AUTH-WEB-5: an unsupported country clears the value and toasts once, 500 ms after the last pick', () => {
      render(<Harness />);
      const select = screen.getByLabelText('auth_phone_country');
      fireEvent.change(select, { target: { value: 'aq' } });
      expect(screen.getByLabelText('Phone number')).toHaveValue('');
      act(() => vi.advanceTimersByTime(300));
      fireEvent.change(select, { target: { value: 'aq' } });
      act(() => vi.advanceTimersByTime(499));
      expect(toast.error).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(toast.error).toHaveBeenCalledTimes(1);
      expect(toast.error).toHaveBeenCalledWith('This country is not supported', expect.anything());
    });
  });
});
