import { exteriorOfFloat, exteriorRanges, type Charm, type ExteriorName, type Sticker } from '@skins/contract';
import { charmNames, classicStickers, exteriorWeights, finishPhases, majors, teamStickers } from './catalog-data.ts';
import { intBetween, pick, pickWeighted, type Rng } from './random.ts';

/** SKIN-1: the skin fields the seed gives an item, by the items table's property names. */
export interface SkinAttributes {
  floatValue: number | null;
  paintSeed: number | null;
  phase: string | null;
  stattrak: boolean;
  souvenir: boolean;
  stickers: Sticker[];
  charms: Charm[];
  inspectLink: string | null;
  tradeLockUntil: Date | null;
}

/** Where each exterior's float range ends (the next one's start, 1 for the last). */
const exteriorBounds = exteriorRanges.map((r, k) => ({ name: r.name, from: r.from, to: exteriorRanges[k + 1]?.from ?? 1 }));
const wearWeight = new Map<string, number>(exteriorWeights);

/**
 * SKIN-1: a wear inside the finish's float range: an exterior by how often it drops, among those
 * the range reaches, then a float in that part of the range. The exterior follows from the float.
 */
export function pickWear(rng: Rng, [min, max]: readonly [number, number]): { exterior: ExteriorName; float: number } {
  const reachable = exteriorBounds.filter((b) => b.from < max && b.to > min);
  const bound = pickWeighted(
    rng,
    reachable.map((b) => [b, wearWeight.get(b.name) ?? 1] as const),
  );
  const lo = Math.max(min, bound.from);
  const hi = Math.min(max, bound.to);
  // Six decimals as shown; the top of a range belongs to the next exterior, so it stays below it.
  const float = Math.min(Math.round((lo + rng() * (hi - lo)) * 1e6) / 1e6, hi === bound.to && hi < 1 ? hi - 1e-6 : hi);
  return { exterior: exteriorOfFloat(float), float };
}

/** What an item is, as far as its skin fields go. */
export interface SkinKind {
  /** A gun (stickers and charms go on guns only). */
  gun: boolean;
  finish: string | null;
  float: number | null;
  itemClass: string;
}

const DAY_MS = 86_400_000;
/** The inspect link of Steam's item preview (owner S, asset A, and D). */
const INSPECT_PREFIX = 'steam://rungame/730/76561202255233023/+csgo_econ_action_preview%20';

function stickersOf(rng: Rng): Sticker[] {
  const count = pickWeighted(rng, [
    [1, 45],
    [2, 25],
    [3, 15],
    [4, 10],
    [5, 5],
  ]);
  const slots = [0, 1, 2, 3, 4];
  const stickers: Sticker[] = [];
  for (let k = 0; k < count; k++) {
    const [slot = 0] = slots.splice(Math.floor(rng() * slots.length), 1);
    const name = rng() < 0.4 ? pick(rng, classicStickers) : `${pick(rng, teamStickers)} | ${pick(rng, majors)}`;
    // eslint-disable-next-line no-restricted-syntax -- a sticker's wear (0..1) to 2 decimals, not money
    stickers.push({ name, slot, wear: rng() < 0.7 ? 0 : Math.round(rng() * 100) / 100 });
  }
  return stickers.sort((a, b) => a.slot - b.slot);
}

/**
 * SKIN-1: the skin fields of a seeded item. About a fifth of the guns carry stickers and a few a
 * charm; 15% are trade-locked for 1 to 7 days from `lockFrom`.
 */
export function skinAttributes(rng: Rng, kind: SkinKind, index: number, lockFrom: number): SkinAttributes {
  const painted = kind.float !== null;
  const phases = kind.finish === null ? undefined : finishPhases.get(kind.finish);
  return {
    floatValue: kind.float,
    paintSeed: painted ? intBetween(rng, 0, 1000) : null,
    phase: phases ? pickWeighted(rng, phases) : null,
    stattrak: kind.itemClass === 'StatTrak™',
    souvenir: kind.itemClass === 'Souvenir',
    stickers: kind.gun && rng() < 0.2 ? stickersOf(rng) : [],
    charms: kind.gun && rng() < 0.06 ? [{ name: pick(rng, charmNames), pattern: intBetween(rng, 0, 100_000) }] : [],
    inspectLink: painted ? `${INSPECT_PREFIX}S7656119${intBetween(rng, 1e8, 1e9 - 1)}A${30_000_000_000 + index}D${intBetween(rng, 1e15, 9e15)}` : null,
    tradeLockUntil: rng() < 0.15 ? new Date(lockFrom + intBetween(rng, 1, 7) * DAY_MS) : null,
  };
}
