import type { ItemsListQuery } from '@skins/contract';

type DopplerPhase = NonNullable<ItemsListQuery['phase']>[number];

// SEARCH-1, SEARCH-2, SEARCH-3, SEARCH-4, SEARCH-5: a search term as traders type it, rewritten to
// the words the titles carry before the list is read (pure: no statement, so the cold path keeps its speed).

/**
 * SEARCH-1, SEARCH-2: weapon names typed without their hyphen or space ('ak47', 'm4a1s', 'usps'),
 * and the nicknames traders use (SEARCH-4 'bayo', 'deagle'), as the title's words.
 */
const WEAPON_SPELLINGS: Readonly<Record<string, string>> = {
  ak47: 'ak 47',
  m4a1s: 'm4a1 s',
  usps: 'usp s',
  glock18: 'glock 18',
  mac10: 'mac 10',
  ump45: 'ump 45',
  scar20: 'scar 20',
  ssg08: 'ssg 08',
  sg553: 'sg 553',
  tec9: 'tec 9',
  mag7: 'mag 7',
  cz75auto: 'cz75 auto',
  mp5sd: 'mp5 sd',
  ppbizon: 'pp bizon',
  bizon: 'pp bizon',
  fiveseven: 'five seven',
  sawedoff: 'sawed off',
  deagle: 'desert eagle',
  bayo: 'bayonet',
  kara: 'karambit',
  bfk: 'butterfly knife',
  scout: 'ssg 08',
  dualies: 'dual berettas',
};

/** SEARCH-3: 'st' and 'stat' are StatTrak™ (the flag word skin-filters.ts reads). */
const CLASS_SPELLINGS: Readonly<Record<string, string>> = { st: 'stattrak', stat: 'stattrak', souv: 'souvenir' };

/** SEARCH-5: a Doppler's phase as traders write it ('p2', 'bp'), when the term names a Doppler. */
const PHASE_SPELLINGS: Readonly<Record<string, DopplerPhase>> = {
  p1: 'Phase 1',
  p2: 'Phase 2',
  p3: 'Phase 3',
  p4: 'Phase 4',
  bp: 'Black Pearl',
  ruby: 'Ruby',
  sapphire: 'Sapphire',
  emerald: 'Emerald',
};

/**
 * SEARCH-1, SEARCH-2, SEARCH-3, SEARCH-4, SEARCH-5: the query with its search term in the titles' words (any case), a
 * Doppler's phase word moved to the phase filter (a phase is not in the title; a phase filter
 * the buyer set wins).
 */
export function withTraderSpellings(q: ItemsListQuery): ItemsListQuery {
  if (!q.search) return q;
  const words = q.search.toLowerCase().split(/\s+/).filter(Boolean);
  const doppler = words.some((w) => w.startsWith('doppler'));
  const phases = doppler ? words.map((w) => PHASE_SPELLINGS[w]).filter((p): p is DopplerPhase => p !== undefined) : [];
  const kept = doppler ? words.filter((w) => PHASE_SPELLINGS[w] === undefined) : words;
  const search = kept.map((w) => WEAPON_SPELLINGS[w] ?? CLASS_SPELLINGS[w] ?? w).join(' ');
  if (search === q.search.toLowerCase() && !phases.length) return q;
  return { ...q, search, ...(phases.length && !q.phase?.length && { phase: phases }) };
}
