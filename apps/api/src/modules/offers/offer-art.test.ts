import { describe, expect, it } from 'vitest';
import { ITEM_ART_MAX_FILE_LENGTH, itemArtFilePattern } from '../images/item-art.ts';
import { offerArtPath } from './offer-art.ts';

describe('offer art', () => {
  it('OFFER-3: the picture follows the kind of item the title names, served by the item art route', () => {
    expect(offerArtPath('AWP | Asiimov')).toBe('items/sniper/awp-asiimov.svg');
    expect(offerArtPath('★ M9 Bayonet | Doppler (Factory New)')).toBe('items/knife/m9-bayonet-doppler-factory-new.svg');
    expect(offerArtPath('glock-18 fade')).toBe('items/pistol/glock-18-fade.svg');
    expect(offerArtPath('Sport Gloves | Vice')).toBe('items/gloves/sport-gloves-vice.svg');
    expect(offerArtPath('Sticker | Crown (Foil)')).toBe('items/sticker/sticker-crown-foil.svg');
  });

  it('OFFER-3: a title that names no known item, or has no letters to name a file, has no picture', () => {
    expect(offerArtPath('my best skin')).toBeNull();
    expect(offerArtPath('★★★')).toBeNull();
    const file = offerArtPath(`AK-47 | ${'x'.repeat(300)}`)!.split('/').at(-1)!;
    expect(file.length).toBeLessThanOrEqual(ITEM_ART_MAX_FILE_LENGTH);
    expect(file).toMatch(itemArtFilePattern);
  });
});
