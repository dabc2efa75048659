/**
 * SEAM-1: the face of the packs module (packs of skins bought from the balance).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { packTitles } from './service.ts';
