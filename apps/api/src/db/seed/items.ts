import { ratioPercent } from '@skins/contract';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { ItemArtKind } from '../../modules/images/index.ts';
import { items } from '../schema.ts';
import { queryRows, type DbOrTx } from '../client.ts';
import {
  agents,
  classicStickers,
  exteriorPriceFactor,
  finishFloatRanges,
  gloves,
  glovesFloatRange,
  knifeFinishes,
  knives,
  majors,
  rarityPriceCents,
  rootCategory,
  stickerFinishes,
  subcategories,
  teamStickers,
  weaponLines,
  type Exterior,
  type Faction,
  type ItemClass,
  type ItemType,
  type Rarity,
  type WeaponLine,
} from './catalog-data.ts';
import { hashString, mulberry32, pick, pickWeighted, type Rng } from './random.ts';
import { pickWear, skinAttributes, type SkinAttributes, type SkinKind } from './skin-attributes.ts';

/** One generated catalogue item, ready to insert once its category ids are known. */
export interface SeedItem extends SkinAttributes {
  title: string;
  type: ItemType;
  quality: Rarity;
  hero: Faction | null;
  exteriorName: Exterior | null;
  itemClass: ItemClass;
  priceCents: number;
  oldPriceCents: number | null;
  discountPercentage: number;
  imgUrl: string;
  isNew: boolean;
  createdAt: Date;
}

/** How the catalogue is spread over kinds of item (weights). */
const kindWeights: readonly (readonly [ItemArtKind, number])[] = [
  ['rifle', 20],
  ['sniper', 7],
  ['pistol', 18],
  ['smg', 12],
  ['shotgun', 5],
  ['machinegun', 3],
  ['knife', 11],
  ['gloves', 6],
  ['agent', 7],
  ['sticker', 11],
];

const weaponClassWeights: readonly (readonly [ItemClass, number])[] = [
  ['Normal', 80],
  ['StatTrak™', 15],
  ['Souvenir', 5],
];
const classPriceFactor: Record<ItemClass, number> = { Normal: 1, 'StatTrak™': 1.8, Souvenir: 1.4, '★': 1 };

/** Rarer finishes are listed less often, as on a real market. */
const skinRarityWeight: Record<Rarity, number> = {
  'Consumer Grade': 5,
  'Industrial Grade': 5,
  'Mil-Spec': 5,
  Restricted: 4,
  Classified: 3,
  Covert: 2,
  Contraband: 0.5,
  Extraordinary: 1,
};

type WeightedLine = { line: WeaponLine; skins: readonly (readonly [WeaponLine['skins'][number], number])[] };
const linesByKind = new Map<ItemArtKind, WeightedLine[]>();
for (const line of weaponLines) {
  const weighted = { line, skins: line.skins.map((skin) => [skin, skinRarityWeight[skin[1]]] as const) };
  linesByKind.set(line.kind, [...(linesByKind.get(line.kind) ?? []), weighted]);
}

/** Mixed into every item's generator seed; change it and the whole demo catalogue changes. */
const CATALOGUE_SEED = 0x5eed_c52;
/** created_at of item 0; later items are a little older, so the demo seed is the newest. */
const NEWEST_ITEM_AT = Date.UTC(2026, 0, 15, 12, 0, 0);

/** A skin's market price in cents: fixed per skin name (log-uniform in its rarity's band). */
function basePriceCents(skinKey: string, rarity: Rarity): number {
  const [low, high] = rarityPriceCents[rarity];
  return low * (high / low) ** mulberry32(hashString(skinKey))();
}

/** kebab-case ASCII: "★ StatTrak™ M9 Bayonet | Doppler (Factory New)" -> "stattrak-m9-bayonet-doppler-factory-new". */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** What a kind of item decides before pricing. */
type Draft = Pick<SeedItem, 'title' | 'type' | 'quality' | 'hero' | 'exteriorName' | 'itemClass'> & {
  /** The name that fixes the base price (the same skin costs about the same in every listing). */
  skinKey: string;
  skin: Omit<SkinKind, 'itemClass'>;
};

const unpainted = { gun: false, finish: null, float: null } as const;
const fullRange = [0, 1] as const;

function weaponDraft(rng: Rng, kind: ItemArtKind): Draft {
  const { line, skins } = pick(rng, linesByKind.get(kind) ?? []);
  const [finish, rarity] = pickWeighted(rng, skins);
  const { exterior, float } = pickWear(rng, finishFloatRanges.get(finish) ?? fullRange);
  const itemClass = rarity === 'Contraband' ? 'Normal' : pickWeighted(rng, weaponClassWeights);
  const prefix = itemClass === 'Normal' ? '' : `${itemClass} `;
  return {
    title: `${prefix}${line.weapon} | ${finish} (${exterior})`,
    type: line.type,
    quality: rarity,
    hero: null,
    exteriorName: exterior,
    itemClass,
    skinKey: `${line.weapon} | ${finish}`,
    skin: { gun: true, finish, float },
  };
}

function knifeDraft(rng: Rng): Draft {
  const knife = pick(rng, knives);
  const base = { type: 'Knife', quality: 'Covert', hero: null, itemClass: '★' } as const;
  if (rng() < 0.08) return { ...base, title: `★ ${knife}`, exteriorName: 'Not Painted', skinKey: knife, skin: unpainted };
  const finish = pick(rng, knifeFinishes);
  const { exterior, float } = pickWear(rng, finishFloatRanges.get(finish) ?? fullRange);
  return { ...base, title: `★ ${knife} | ${finish} (${exterior})`, exteriorName: exterior, skinKey: `${knife} | ${finish}`, skin: { gun: false, finish, float } };
}

function glovesDraft(rng: Rng): Draft {
  const { model, finishes } = pick(rng, gloves);
  const finish = pick(rng, finishes);
  const { exterior, float } = pickWear(rng, glovesFloatRange);
  return {
    title: `${model} | ${finish} (${exterior})`,
    type: 'Gloves',
    quality: 'Extraordinary',
    hero: null,
    exteriorName: exterior,
    itemClass: '★',
    skinKey: `${model} | ${finish}`,
    skin: { gun: false, finish, float },
  };
}

function agentDraft(rng: Rng): Draft {
  const [name, faction, rarity] = pick(rng, agents);
  return { title: name, type: 'Agent', quality: rarity, hero: faction, exteriorName: null, itemClass: 'Normal', skinKey: name, skin: unpainted };
}

const stickerFinishWeights = stickerFinishes.map((finish) => [finish, finish[2]] as const);

function stickerDraft(rng: Rng): Draft {
  const [suffix, rarity] = pickWeighted(rng, stickerFinishWeights);
  const name = rng() < 0.35 ? `${pick(rng, classicStickers)}${suffix}` : `${pick(rng, teamStickers)}${suffix} | ${pick(rng, majors)}`;
  const title = `Sticker | ${name}`;
  return { title, type: 'Sticker', quality: rarity, hero: null, exteriorName: null, itemClass: 'Normal', skinKey: title, skin: unpainted };
}

function draftOf(rng: Rng, kind: ItemArtKind): Draft {
  switch (kind) {
    case 'knife':
      return knifeDraft(rng);
    case 'gloves':
      return glovesDraft(rng);
    case 'agent':
      return agentDraft(rng);
    case 'sticker':
      return stickerDraft(rng);
    default:
      return weaponDraft(rng, kind);
  }
}

/**
 * The catalogue item number `index`: a pure function of the index (and of when trade locks start),
 * so seeds and top-ups are reproducible.
 */
export function buildSeedItem(index: number, lockFrom = NEWEST_ITEM_AT): SeedItem {
  const seed = hashString(`item:${index}`) ^ CATALOGUE_SEED;
  const rng = mulberry32(seed);
  const kind = pickWeighted(rng, kindWeights);
  const draft = draftOf(rng, kind);
  const factor = exteriorPriceFactor[draft.exteriorName ?? 'Not Painted'] * classPriceFactor[draft.itemClass] * (0.9 + rng() * 0.2);
  const priceCents = Math.max(30, Math.round(basePriceCents(draft.skinKey, draft.quality) * factor));
  const onSale = rng() < 0.25;
  const oldPriceCents = onSale ? Math.round(priceCents * (1.05 + rng() * 0.4)) : null;
  return {
    title: draft.title,
    type: draft.type,
    quality: draft.quality,
    hero: draft.hero,
    exteriorName: draft.exteriorName,
    itemClass: draft.itemClass,
    priceCents,
    oldPriceCents,
    discountPercentage: oldPriceCents === null ? 0 : ratioPercent(oldPriceCents - priceCents, oldPriceCents),
    // Kept well under the image route's file name limit (ITEM_ART_MAX_FILE_LENGTH).
    imgUrl: `items/${kind}/${slugify(draft.title).slice(0, 80).replace(/-+$/, '')}-${index.toString(36)}.svg`,
    isNew: rng() < 0.15,
    createdAt: new Date(NEWEST_ITEM_AT - index * 17_000),
    // A generator of its own, so the skin fields do not move the fields above.
    ...skinAttributes(mulberry32(seed ^ 0x51c1_a77), { ...draft.skin, itemClass: draft.itemClass }, index, lockFrom),
  };
}

const categoryRow = z.object({ id: z.number().int(), url: z.string(), parent_id: z.number().int().nullable() });

/** The ids of the cs2 root category and of each subcategory by item type. */
export async function catalogueCategoryIds(db: DbOrTx): Promise<{ rootId: number; byType: Map<ItemType, number> }> {
  const rows = await queryRows(db, categoryRow, sql`SELECT id, url, parent_id FROM categories`);
  const root = rows.find((r) => r.parent_id === null && r.url === rootCategory.url);
  if (!root) throw new Error(`The category '${rootCategory.url}' does not exist: seed the base data first`);
  const byType = new Map<ItemType, number>();
  for (const sub of subcategories) {
    const row = rows.find((r) => r.parent_id === root.id && r.url === sub.url);
    if (row) for (const type of sub.types) byType.set(type, row.id);
  }
  return { rootId: root.id, byType };
}

const DAY_MS = 86_400_000;
/** Rows per INSERT (one JSON parameter each). */
const BATCH_ROWS = 2_000;

/** The columns the seed fills; the others (id, status, reserved_until) take their defaults. */
const seededColumns = [
  'categoryId',
  'subcategoryId',
  'title',
  'type',
  'quality',
  'hero',
  'exteriorName',
  'itemClass',
  'priceCents',
  'oldPriceCents',
  'discountPercentage',
  'imgUrl',
  'isNew',
  'createdAt',
  'floatValue',
  'paintSeed',
  'phase',
  'stattrak',
  'souvenir',
  'stickers',
  'charms',
  'inspectLink',
  'tradeLockUntil',
] as const satisfies readonly (keyof typeof items.$inferInsert)[];
const columnList = sql.raw(seededColumns.map((key) => `"${items[key].name}"`).join(', '));

/**
 * Inserts the catalogue items number startIndex .. startIndex+count-1, 2,000 rows per INSERT
 * passed as one JSON parameter (json_populate_recordset types them by the items row type), so
 * 100k items take seconds on PGlite and 1M about two minutes on PostgreSQL. Returns the count.
 */
export async function seedItems(db: DbOrTx, count: number, startIndex = 0): Promise<number> {
  const { rootId, byType } = await catalogueCategoryIds(db);
  // Trade locks run from the start of the seeding day, so the demo shows some (SKIN-1).
  const lockFrom = Math.floor(Date.now() / DAY_MS) * DAY_MS;
  for (let from = 0; from < count; from += BATCH_ROWS) {
    const rows: Record<string, unknown>[] = [];
    for (let i = from; i < Math.min(count, from + BATCH_ROWS); i++) {
      const item = buildSeedItem(startIndex + i, lockFrom);
      const values = { ...item, categoryId: rootId, subcategoryId: byType.get(item.type) ?? null };
      rows.push(Object.fromEntries(seededColumns.map((key) => [items[key].name, values[key]])));
    }
    await db.execute(
      sql`INSERT INTO items (${columnList}) SELECT ${columnList} FROM json_populate_recordset(NULL::items, ${JSON.stringify(rows)}::json)`,
    );
  }
  return count;
}
