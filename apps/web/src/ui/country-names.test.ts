import { describe, expect, it } from 'vitest';
import { localizedCountries } from './country-names';

const countries = [
  { id: 1, title: 'Germany', iso: 'de', name: 'Germany' },
  { id: 2, title: 'Austria', iso: 'AT', name: 'Austria' },
  { id: 3, title: 'Poland', iso: 'pl', name: 'Poland' },
  { id: 4, title: 'Nowhere', iso: 'zz-bad', name: 'Nowhere' },
];

describe('country names in the interface language', () => {
  it('SHELL-12: English keeps the stored titles and their order', () => {
    expect(localizedCountries(countries, 'en')).toBe(countries);
  });

  it('SHELL-12: German and Polish name each country in that language, sorted by it; a code the browser cannot name keeps its title', () => {
    expect(localizedCountries(countries, 'de').map((c) => [c.id, c.title])).toEqual([
      [1, 'Deutschland'],
      [4, 'Nowhere'],
      [2, 'Österreich'],
      [3, 'Polen'],
    ]);
    expect(localizedCountries(countries, 'pl').map((c) => c.title)).toEqual(['Austria', 'Niemcy', 'Nowhere', 'Polska']);
  });
});
