import type { ItemArtKind } from '../../modules/images/index.ts';

/** The demo catalogue's vocabulary: CS2 item types, rarities, wears, classes, and real skin names. */

export const rarities = ['Consumer Grade', 'Industrial Grade', 'Mil-Spec', 'Restricted', 'Classified', 'Covert', 'Contraband', 'Extraordinary'] as const;
export type Rarity = (typeof rarities)[number];

/** Price band of a rarity in euro cents (lowest, highest), before wear and class factors. */
export const rarityPriceCents: Record<Rarity, readonly [number, number]> = {
  'Consumer Grade': [30, 120],
  'Industrial Grade': [35, 250],
  'Mil-Spec': [45, 1_200],
  Restricted: [120, 5_000],
  Classified: [400, 20_000],
  Covert: [1_500, 90_000],
  Contraband: [150_000, 450_000],
  Extraordinary: [8_000, 250_000],
};

export const itemTypes = ['Rifle', 'Sniper Rifle', 'Pistol', 'SMG', 'Shotgun', 'Machinegun', 'Knife', 'Gloves', 'Agent', 'Sticker'] as const;
export type ItemType = (typeof itemTypes)[number];

export const exteriors = ['Factory New', 'Minimal Wear', 'Field-Tested', 'Well-Worn', 'Battle-Scarred'] as const;
export type Exterior = (typeof exteriors)[number] | 'Not Painted';

/** How often each wear drops, and how it moves the price. */
export const exteriorWeights: readonly (readonly [Exterior, number])[] = [
  ['Factory New', 15],
  ['Minimal Wear', 20],
  ['Field-Tested', 35],
  ['Well-Worn', 12],
  ['Battle-Scarred', 18],
];
export const exteriorPriceFactor: Record<Exterior, number> = {
  'Factory New': 1.7,
  'Minimal Wear': 1.25,
  'Field-Tested': 1,
  'Well-Worn': 0.85,
  'Battle-Scarred': 0.75,
  'Not Painted': 1,
};

export const itemClasses = ['Normal', 'StatTrak™', 'Souvenir', '★'] as const;
export type ItemClass = (typeof itemClasses)[number];

export const factions = ['Counter-Terrorist', 'Terrorist'] as const;
export type Faction = (typeof factions)[number];

/** The root category and its subcategories (spec §3 Category: the only category string is cs2). */
export const rootCategory = { name: 'CS2', url: 'cs2' } as const;
export const subcategories: readonly { name: string; url: string; types: readonly ItemType[] }[] = [
  { name: 'Rifles', url: 'rifles', types: ['Rifle', 'Sniper Rifle'] },
  { name: 'Pistols', url: 'pistols', types: ['Pistol'] },
  { name: 'SMGs', url: 'smgs', types: ['SMG'] },
  { name: 'Heavy', url: 'heavy', types: ['Shotgun', 'Machinegun'] },
  { name: 'Knives', url: 'knives', types: ['Knife'] },
  { name: 'Gloves', url: 'gloves', types: ['Gloves'] },
  { name: 'Agents', url: 'agents', types: ['Agent'] },
  { name: 'Stickers', url: 'stickers', types: ['Sticker'] },
];

type SkinList = readonly (readonly [finish: string, rarity: Rarity])[];

/** A gun and its finishes with their rarities. */
export interface WeaponLine {
  weapon: string;
  type: ItemType;
  kind: ItemArtKind;
  skins: SkinList;
}

const C = 'Consumer Grade';
const I = 'Industrial Grade';
const M = 'Mil-Spec';
const R = 'Restricted';
const CL = 'Classified';
const CV = 'Covert';

export const weaponLines: readonly WeaponLine[] = [
  {
    weapon: 'AK-47',
    type: 'Rifle',
    kind: 'rifle',
    skins: [
      ['Redline', CL], ['Asiimov', CV], ['Vulcan', CV], ['Fire Serpent', CV], ['Bloodsport', CV], ['The Empress', CV],
      ['Neon Rider', CV], ['Fuel Injector', CV], ['Case Hardened', CL], ['Jaguar', CV], ['Aquamarine Revenge', CV],
      ['Frontside Misty', CL], ['Point Disarray', CL], ['Phantom Disruptor', CL], ['Slate', R], ['Elite Build', M],
      ['Safari Mesh', I], ['Blue Laminate', R], ['Uncharted', M], ['Ice Coaled', CL], ['Nightwish', CV], ['Head Shot', CV],
      ['Inheritance', CV], ['Wild Lotus', CV], ['Gold Arabesque', CV], ['Jet Set', CL], ['Cartel', CL], ['Emerald Pinstripe', R],
    ],
  },
  {
    weapon: 'M4A4',
    type: 'Rifle',
    kind: 'rifle',
    skins: [
      ['Howl', 'Contraband'], ['Asiimov', CV], ['The Emperor', CV], ['Neo-Noir', CV], ['Desolate Space', CL], ['Buzz Kill', CV],
      ['Hellfire', CL], ['Dragon King', CL], ['Evil Daimyo', R], ['Cyber Security', CV], ['Temukau', CV], ['In Living Color', CV],
      ['Desert-Strike', CL], ['X-Ray', CL], ['Tooth Fairy', R], ['Spider Lily', R], ['Urban DDPAT', I], ['Faded Zebra', I], ['Poseidon', CL],
    ],
  },
  {
    weapon: 'M4A1-S',
    type: 'Rifle',
    kind: 'rifle',
    skins: [
      ['Hyper Beast', CV], ['Printstream', CV], ['Golden Coil', CV], ['Decimator', CL], ['Player Two', CV], ['Mecha Industries', CV],
      ["Chantico's Fire", CV], ['Cyrex', CV], ['Nightmare', CL], ['Leaded Glass', CL], ['Guardian', CL], ['Basilisk', R],
      ['Atomic Alloy', CL], ['Knight', CV], ['Hot Rod', CL], ['Icarus Fell', CV], ['Boreal Forest', I], ['VariCamo', I],
      ['Blue Phosphor', CL], ['Emphorosaur-S', R], ['Night Terror', R],
    ],
  },
  {
    weapon: 'FAMAS',
    type: 'Rifle',
    kind: 'rifle',
    skins: [['Mecha Industries', CL], ['Roll Cage', CL], ['Commemoration', CV], ['Eye of Athena', R], ['Afterimage', CL], ['Djinn', CL], ['Colony', C], ['Pulse', R], ['Rapid Eye Movement', CL]],
  },
  {
    weapon: 'Galil AR',
    type: 'Rifle',
    kind: 'rifle',
    skins: [['Chatterbox', CV], ['Cerberus', CL], ['Eco', CL], ['Sugar Rush', CL], ['Rocket Pop', R], ['Firefight', R], ['Sage Spray', C], ['Stone Cold', R], ['Chromatic Aberration', CL]],
  },
  {
    weapon: 'AUG',
    type: 'Rifle',
    kind: 'rifle',
    skins: [['Akihabara Accept', CV], ['Chameleon', CV], ['Bengal Tiger', CL], ['Aristocrat', R], ['Momentum', CL], ['Syd Mead', CL], ['Stymphalian', R], ['Contractor', C], ['Storm', C]],
  },
  {
    weapon: 'SG 553',
    type: 'Rifle',
    kind: 'rifle',
    skins: [['Integrale', CV], ['Cyrex', CL], ['Pulse', R], ['Tiger Moth', R], ['Bulldozer', R], ['Dragon Tech', CL], ['Waves Perforated', I], ['Gator Mesh', I]],
  },
  {
    weapon: 'AWP',
    type: 'Sniper Rifle',
    kind: 'sniper',
    skins: [
      ['Dragon Lore', CV], ['Asiimov', CV], ['Hyper Beast', CV], ['Lightning Strike', CV], ['Medusa', CV], ['Gungnir', CV], ['The Prince', CV],
      ['Fade', CV], ['Wildfire', CV], ['Containment Breach', CV], ['Neo-Noir', CV], ['Redline', CL], ['Electric Hive', CL], ['Graphite', CL],
      ['Corticera', CL], ['Fever Dream', CL], ['Atheris', R], ['Elite Build', R], ['Pit Viper', R], ['Worm God', R], ['Safari Mesh', I],
      ['Sun in Leo', R], ['Chrome Cannon', CV], ['Duality', CL], ['Printstream', CV],
    ],
  },
  {
    weapon: 'SSG 08',
    type: 'Sniper Rifle',
    kind: 'sniper',
    skins: [['Dragonfire', CV], ['Blood in the Water', CV], ['Big Iron', CL], ['Abyss', M], ['Detour', R], ['Ghost Crusader', R], ['Acid Fade', R], ['Sand Dune', C], ['Turbo Peek', CL]],
  },
  {
    weapon: 'SCAR-20',
    type: 'Sniper Rifle',
    kind: 'sniper',
    skins: [['Emerald', CL], ['Cardiac', R], ['Bloodsport', CL], ['Cyrex', R], ['Sand Mesh', C], ['Enforcer', CL]],
  },
  {
    weapon: 'G3SG1',
    type: 'Sniper Rifle',
    kind: 'sniper',
    skins: [['The Executioner', R], ['Flux', R], ['Chronos', CL], ['Dream Glade', M], ['Desert Storm', C]],
  },
  {
    weapon: 'Desert Eagle',
    type: 'Pistol',
    kind: 'pistol',
    skins: [
      ['Blaze', R], ['Printstream', CV], ['Code Red', CV], ['Kumicho Dragon', CL], ['Golden Koi', CV], ['Hypnotic', CL], ['Conspiracy', R],
      ['Mecha Industries', CL], ['Cobalt Disruption', R], ['Ocean Drive', CV], ['Light Rail', R], ['Mudder', I], ['Directive', M], ['Crimson Web', R],
    ],
  },
  {
    weapon: 'Glock-18',
    type: 'Pistol',
    kind: 'pistol',
    skins: [
      ['Fade', R], ['Water Elemental', CL], ['Wasteland Rebel', CV], ['Twilight Galaxy', CL], ['Bullet Queen', CV], ['Neo-Noir', CV], ['Vogue', CL],
      ['Gamma Doppler', CV], ['Dragon Tattoo', R], ['Moonrise', M], ['Candy Apple', M], ['Groundwater', I], ['Sand Dune', C], ['Snack Attack', CV],
    ],
  },
  {
    weapon: 'USP-S',
    type: 'Pistol',
    kind: 'pistol',
    skins: [
      ['Kill Confirmed', CV], ['Neo-Noir', CV], ['Printstream', CV], ['The Traitor', CV], ['Orion', CL], ['Cortex', CL], ['Caiman', CL],
      ['Overgrowth', R], ['Guardian', R], ['Serum', R], ['Blueprint', M], ['Forest Leaves', I], ['Cyrex', R],
    ],
  },
  {
    weapon: 'P250',
    type: 'Pistol',
    kind: 'pistol',
    skins: [['See Ya Later', CV], ['Asiimov', CV], ['Mehndi', CL], ['Muertos', R], ['Wingshot', R], ['Cartel', R], ['Undertow', CL], ['Sand Dune', C], ['Boreal Forest', C], ['Supernova', M], ['Visions', CL]],
  },
  {
    weapon: 'Five-SeveN',
    type: 'Pistol',
    kind: 'pistol',
    skins: [['Hyper Beast', CV], ['Case Hardened', R], ['Monkey Business', R], ['Angry Mob', CV], ['Fowl Play', CL], ['Forest Night', C], ['Retrobution', R], ['Fairy Tale', CV]],
  },
  {
    weapon: 'Tec-9',
    type: 'Pistol',
    kind: 'pistol',
    skins: [['Fuel Injector', CL], ['Decimator', CL], ['Nuclear Threat', R], ['Isaac', M], ['Avalanche', R], ['Remote Control', CL], ['Groundwater', I]],
  },
  {
    weapon: 'CZ75-Auto',
    type: 'Pistol',
    kind: 'pistol',
    skins: [['Victoria', CV], ['Xiangliu', CL], ['Yellow Jacket', CL], ['The Fuschia Is Now', R], ['Tigris', R], ['Red Astor', CL], ['Emerald Quartz', R]],
  },
  {
    weapon: 'Dual Berettas',
    type: 'Pistol',
    kind: 'pistol',
    skins: [['Cobra Strike', CL], ['Twin Turbo', CL], ['Urban Shock', R], ['Hemoglobin', R], ['Melondrama', CL], ['Dezastre', M], ['Flora Carnivora', CL]],
  },
  {
    weapon: 'P2000',
    type: 'Pistol',
    kind: 'pistol',
    skins: [['Fire Elemental', CV], ['Ocean Foam', CL], ['Corticera', R], ['Imperial Dragon', CL], ['Amber Fade', M], ['Grassland', C]],
  },
  {
    weapon: 'R8 Revolver',
    type: 'Pistol',
    kind: 'pistol',
    skins: [['Fade', CV], ['Crimson Web', R], ['Amber Fade', R], ['Llama Cannon', CL], ['Bone Mask', C]],
  },
  {
    weapon: 'MP9',
    type: 'SMG',
    kind: 'smg',
    skins: [['Hydra', CL], ['Starlight Protector', CV], ['Rose Iron', R], ['Bulldozer', R], ['Wild Lily', CV], ['Food Chain', CL], ['Mount Fuji', CL], ['Sand Dashed', I]],
  },
  {
    weapon: 'MAC-10',
    type: 'SMG',
    kind: 'smg',
    skins: [['Neon Rider', CV], ['Stalker', CL], ['Disco Tech', CV], ['Fade', R], ['Heat', R], ['Malachite', R], ['Curse', CL], ['Candy Apple', M]],
  },
  {
    weapon: 'MP7',
    type: 'SMG',
    kind: 'smg',
    skins: [['Bloodsport', CV], ['Nemesis', CL], ['Fade', CL], ['Abyssal Apparition', CV], ['Impire', R], ['Special Delivery', CL], ['Forest DDPAT', C]],
  },
  {
    weapon: 'UMP-45',
    type: 'SMG',
    kind: 'smg',
    skins: [['Primal Saber', CV], ['Blaze', R], ['Momentum', CL], ['Arctic Wolf', CL], ['Crime Scene', M], ['Fade', CL], ['Wild Child', CL], ['Urban DDPAT', C]],
  },
  {
    weapon: 'P90',
    type: 'SMG',
    kind: 'smg',
    skins: [['Asiimov', CV], ['Death by Kitty', CV], ['Emerald Dragon', CL], ['Trigon', CL], ['Shapewood', R], ['Cold Blooded', CL], ['Nostalgia', R], ['Sand Spray', C], ['Shallow Grave', CL], ['Neoqueen', CV]],
  },
  {
    weapon: 'PP-Bizon',
    type: 'SMG',
    kind: 'smg',
    skins: [['Judgement of Anubis', CV], ['High Roller', CL], ['Fuel Rod', R], ['Blue Streak', R], ['Sand Dashed', C]],
  },
  {
    weapon: 'MP5-SD',
    type: 'SMG',
    kind: 'smg',
    skins: [['Phosphor', CL], ['Lab Rats', R], ['Gauss', R], ['Liquidation', CL]],
  },
  {
    weapon: 'Nova',
    type: 'Shotgun',
    kind: 'shotgun',
    skins: [['Hyper Beast', CL], ['Antique', CL], ['Bloomstick', CL], ['Koi', R], ['Rising Skull', R], ['Predator', C], ['Sand Dune', C], ['Wild Six', CL]],
  },
  {
    weapon: 'XM1014',
    type: 'Shotgun',
    kind: 'shotgun',
    skins: [['Tranquility', CL], ['Incinegator', CL], ['Seasons', R], ['Ziggy', R], ['Blue Spruce', C], ['Entombed', CL]],
  },
  {
    weapon: 'MAG-7',
    type: 'Shotgun',
    kind: 'shotgun',
    skins: [['Justice', CL], ['Bulldozer', R], ['Heat', R], ['Praetorian', R], ['Cinquedea', CV], ['Sand Dune', C]],
  },
  {
    weapon: 'Sawed-Off',
    type: 'Shotgun',
    kind: 'shotgun',
    skins: [['The Kraken', CV], ['Devourer', CL], ['Wasteland Princess', CL], ['Serenity', R], ['Sage Spray', C]],
  },
  {
    weapon: 'M249',
    type: 'Machinegun',
    kind: 'machinegun',
    skins: [['Emerald Poison Dart', CL], ['Nebula Crusader', R], ['Magma', R], ['Spectre', R], ['Gator Mesh', C], ['Downtown', M]],
  },
  {
    weapon: 'Negev',
    type: 'Machinegun',
    kind: 'machinegun',
    skins: [['Mjölnir', CV], ['Power Loader', R], ['Loudmouth', R], ['Lionfish', R], ['Army Sheen', C], ['Bratatat', R], ['Desert-Strike', M]],
  },
];

export const knives = [
  'Karambit', 'Butterfly Knife', 'M9 Bayonet', 'Bayonet', 'Flip Knife', 'Gut Knife', 'Huntsman Knife', 'Falchion Knife', 'Bowie Knife',
  'Shadow Daggers', 'Talon Knife', 'Ursus Knife', 'Navaja Knife', 'Stiletto Knife', 'Skeleton Knife', 'Nomad Knife', 'Paracord Knife',
  'Survival Knife', 'Classic Knife', 'Kukri Knife',
] as const;

export const knifeFinishes = [
  'Doppler', 'Fade', 'Marble Fade', 'Tiger Tooth', 'Slaughter', 'Crimson Web', 'Case Hardened', 'Night', 'Blue Steel', 'Stained',
  'Safari Mesh', 'Boreal Forest', 'Urban Masked', 'Forest DDPAT', 'Scorched', 'Damascus Steel', 'Ultraviolet', 'Rust Coat',
  'Autotronic', 'Lore', 'Gamma Doppler', 'Freehand', 'Bright Water', 'Black Laminate',
] as const;

/**
 * SKIN-1: the float range a finish is made in (the game's values for these; others span 0..1,
 * gloves 0.06..0.80). Doppler-type and fade finishes only exist in the two best wears.
 */
export const finishFloatRanges: ReadonlyMap<string, readonly [min: number, max: number]> = new Map([
  ['Doppler', [0, 0.08]],
  ['Gamma Doppler', [0, 0.08]],
  ['Fade', [0, 0.08]],
  ['Marble Fade', [0, 0.08]],
  ['Tiger Tooth', [0, 0.08]],
  ['Slaughter', [0.01, 0.26]],
  ['Crimson Web', [0.06, 0.8]],
  ['Asiimov', [0.18, 1]],
  ['Redline', [0.1, 0.7]],
  ['Howl', [0, 0.4]],
  ['Fire Serpent', [0.06, 0.76]],
  ['Dragon Lore', [0, 0.7]],
  ['Vulcan', [0, 0.9]],
  ['Hyper Beast', [0, 1]],
  ['Case Hardened', [0, 1]],
]);
export const glovesFloatRange = [0.06, 0.8] as const;

/** SKIN-1: the phases of the finishes that have them, with how often each drops. */
export const finishPhases: ReadonlyMap<string, readonly (readonly [phase: string, weight: number])[]> = new Map([
  ['Doppler', [['Phase 1', 20], ['Phase 2', 22], ['Phase 3', 20], ['Phase 4', 20], ['Ruby', 2], ['Sapphire', 2], ['Black Pearl', 3]]],
  ['Gamma Doppler', [['Phase 1', 22], ['Phase 2', 22], ['Phase 3', 22], ['Phase 4', 22], ['Emerald', 3]]],
]);

export const charmNames = ["Lil' Squirt", 'Hot Howl', 'Baby Karat CT', 'Die-cast AK', 'Pocket AWP', "Lil' Ava", 'Diamond Dog', 'Glamour Shot'] as const;

export const gloves: readonly { model: string; finishes: readonly string[] }[] = [
  { model: 'Sport Gloves', finishes: ['Vice', "Pandora's Box", 'Hedge Maze', 'Superconductor', 'Amphibious', 'Omega', 'Slingshot', 'Nocts'] },
  { model: 'Driver Gloves', finishes: ['King Snake', 'Crimson Weave', 'Imperial Plaid', 'Lunar Weave', 'Snow Leopard'] },
  { model: 'Specialist Gloves', finishes: ['Crimson Kimono', 'Emerald Web', 'Fade', 'Mogul', 'Foundation'] },
  { model: 'Moto Gloves', finishes: ['Spearmint', 'Polygon', 'Turtle', 'Boom!', 'Cool Mint'] },
  { model: 'Hand Wraps', finishes: ['Cobalt Skulls', 'Slaughter', 'Leather', 'Overprint'] },
  { model: 'Bloodhound Gloves', finishes: ['Charred', 'Snakebite', 'Guerrilla', 'Bronzed'] },
  { model: 'Hydra Gloves', finishes: ['Case Hardened', 'Emerald', 'Rattler'] },
  { model: 'Broken Fang Gloves', finishes: ['Jade', 'Yellow-banded', 'Needle Point', 'Unhinged'] },
];

/** Agents with their faction and rarity (Master = Covert, Superior = Classified, Exceptional = Restricted, Distinguished = Mil-Spec). */
export const agents: readonly (readonly [name: string, faction: Faction, rarity: Rarity])[] = [
  ['Sir Bloody Miami Darryl | The Professionals', 'Terrorist', CV],
  ['Sir Bloody Darryl Royale | The Professionals', 'Terrorist', CV],
  ['The Elite Mr. Muhlik | Elite Crew', 'Terrorist', CV],
  ['Vypa Sista of the Revolution | Guerrilla Warfare', 'Terrorist', CV],
  ["'Medium Rare' Crasswater | Guerrilla Warfare", 'Terrorist', CV],
  ['Number K | The Professionals', 'Terrorist', CL],
  ['Safecracker Voltzmann | The Professionals', 'Terrorist', CL],
  ['Little Kev | The Professionals', 'Terrorist', CL],
  ['Blackwolf | Sabre', 'Terrorist', CL],
  ['Rezan The Ready | Sabre', 'Terrorist', CL],
  ['Prof. Shahmat | Elite Crew', 'Terrorist', CL],
  ['Crasswater The Forgotten | Guerrilla Warfare', 'Terrorist', CL],
  ['Getaway Sally | The Professionals', 'Terrorist', R],
  ['Maximus | Sabre', 'Terrorist', R],
  ['Osiris | Elite Crew', 'Terrorist', R],
  ['Slingshot | Phoenix', 'Terrorist', R],
  ['Ground Rebel | Elite Crew', 'Terrorist', M],
  ['Enforcer | Phoenix', 'Terrorist', M],
  ['Soldier | Phoenix', 'Terrorist', M],
  ['Special Agent Ava | FBI', 'Counter-Terrorist', CV],
  ["Cmdr. Mae 'Dead Cold' Jamison | SWAT", 'Counter-Terrorist', CV],
  ['Lt. Commander Ricksaw | NSWC SEAL', 'Counter-Terrorist', CV],
  ["Cmdr. Davida 'Goggles' Fernandez | SEAL Frogman", 'Counter-Terrorist', CV],
  ['Chem-Haz Capitaine | Gendarmerie Nationale', 'Counter-Terrorist', CL],
  ['1st Lieutenant Farlow | SWAT', 'Counter-Terrorist', CL],
  ['Michael Syfers | FBI Sniper', 'Counter-Terrorist', CL],
  ["'Two Times' McCoy | USAF TACP", 'Counter-Terrorist', CL],
  ['Buckshot | NSWC SEAL', 'Counter-Terrorist', R],
  ['Markus Delrow | FBI HRT', 'Counter-Terrorist', R],
  ['Sergeant Bombson | SWAT', 'Counter-Terrorist', R],
  ['Operator | FBI SWAT', 'Counter-Terrorist', M],
  ['B Squadron Officer | SAS', 'Counter-Terrorist', M],
  ['Seal Team 6 Soldier | NSWC SEAL', 'Counter-Terrorist', M],
  ['Primeiro Tenente | Brazilian 1st Battalion', 'Counter-Terrorist', M],
];

/** Sticker names: classic ones stand alone, team ones come from a Major. */
export const classicStickers = ['Crown', 'Howling Dawn', 'Headhunter', 'Flammable', 'Bullet Rain', 'Skull Lil Boney', 'Drug War Veteran', 'Harp of War', 'Shooting Star Return', 'Winged Defuser'] as const;
export const teamStickers = [
  'Ninjas in Pyjamas', 'Natus Vincere', 'Team Vitality', 'FaZe Clan', 'G2 Esports', 'Team Spirit', 'Astralis', 'Cloud9', 'Fnatic',
  'MOUZ', 'Heroic', 'ENCE', 'Virtus.pro', 'Team Liquid', 'The MongolZ',
] as const;
export const majors = ['Katowice 2014', 'Cologne 2014', 'Stockholm 2021', 'Antwerp 2022', 'Rio 2022', 'Paris 2023', 'Copenhagen 2024', 'Shanghai 2024', 'Austin 2025'] as const;

/** Sticker finishes: how they are written in the title, their rarity and how often they drop. */
export const stickerFinishes: readonly (readonly [suffix: string, rarity: Rarity, weight: number])[] = [
  ['', 'Mil-Spec', 50],
  [' (Glitter)', 'Restricted', 12],
  [' (Holo)', 'Restricted', 22],
  [' (Foil)', 'Classified', 12],
  [' (Gold)', 'Covert', 4],
];
