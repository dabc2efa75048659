/**
 * SEAM-1: the face of the images module (the item art served for items and offers).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { attachmentArtPath } from './attachment-art.ts';
export { ITEM_ART_MAX_FILE_LENGTH, type ItemArtKind } from './item-art.ts';
export { createSteamImageStore, type SteamImageStore } from './steam-image-cache.ts';
