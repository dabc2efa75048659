/**
 * SEAM-1: the face of the seo module (the served document's head, robots.txt and the sitemap).
 * Other modules import this file only, never its routes or other files (docs/modules.md).
 */
export { seoDocumentRenderer } from './document-renderer.ts';
export { routePreloads } from './route-preloads.ts';
