/**
 * SEAM-1: the face of the geoip module (the visitor's country guess).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { guessCountry } from './service.ts';
