/**
 * SEAM-1: the face of the content module (settings, countries, social links and static pages).
 * Other modules import this file only, never its tables, routes or other files (docs/modules.md).
 */
export { contentVersion } from './cached.ts';
export { findCountry, hasCountryIso } from './countries.ts';
export { readSettings } from './service.ts';
export { changeSetting, parseSetting } from './setting-changes.ts';
export { cleanPageHtml } from './page-html.ts';
export { listStaticPages } from './static-pages.ts';
