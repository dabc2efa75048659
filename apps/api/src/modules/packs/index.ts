/**
 * SEAM-1: the face of the packs module (packs of skins; buying one is a flow, flows/buy-pack.ts).
 * Other modules and the flows import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { type PackLine, activePack, linesOf, packTitles } from './service.ts';
