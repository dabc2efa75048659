import type { PageKind } from '@skins/contract';
import type { DbOrTx } from '../../db/client.ts';
import { writeDocumentHead } from './document-head.ts';
import { firstRowImagePreloads, firstViewData, firstViewScript, type FirstViewData, type GuestApiGet } from './first-view-data.ts';
import { documentMeta } from './page-meta.ts';
import { matchPage } from './page-routes.ts';

/** A query value the document reads, when it is one plain string. */
const queryText = (query: unknown, name: string): string | undefined => {
  const value = query && typeof query === 'object' ? (query as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' ? value : undefined;
};

/** What the renderer reads of a request (a Fastify request is one; services take no Fastify type). */
interface DocumentRequest {
  url: string;
  query: unknown;
  log: { error(details: object, message: string): void };
}

/** BUDGET-11: the first view's API answers for this request, or null (logged) when they cannot be read. */
async function readFirstViewData(request: DocumentRequest, guestApi: GuestApiGet): Promise<FirstViewData | null> {
  try {
    const query = request.query && typeof request.query === 'object' ? (request.query as Record<string, unknown>) : {};
    return await firstViewData(guestApi, matchPage(request.url.split('?')[0] ?? '/'), query);
  } catch (err) {
    // The app asks the API itself, as it did before the data was inlined.
    request.log.error({ err }, 'the first view data could not be inlined');
    return null;
  }
}

/** The data script before </body> (after the head, so the head's preloads are read first). */
const withData = (html: string, data: FirstViewData | null) => (data ? html.replace(/<\/body>/i, () => `  ${firstViewScript(data)}\n  </body>`) : html);

/**
 * SEO-1, SEO-2: what the SPA plugin calls to turn index.html into the document of one request:
 * the page's title, description and tags in the language of `?lang=` (else the default), and the
 * modulepreload tags of its kind's code (BUDGET-10, ./route-preloads.ts). BUDGET-11: with
 * `guestApi`, also the answers of the first view's API calls and the preloads of a list's first
 * row of art (./first-view-data.ts).
 */
export function seoDocumentRenderer(db: DbOrTx, publicUrl: string, preloads: (kind: PageKind) => readonly string[] = () => [], guestApi?: GuestApiGet) {
  return async (request: DocumentRequest, html: string): Promise<string> => {
    const reading = guestApi ? readFirstViewData(request, guestApi) : Promise.resolve(null);
    try {
      const meta = await documentMeta(db, publicUrl, {
        path: request.url.split('?')[0] ?? '/',
        lang: queryText(request.query, 'lang'),
        currency: queryText(request.query, 'currency'),
      });
      const data = await reading;
      return withData(writeDocumentHead(html, meta, [...preloads(meta.kind), ...firstRowImagePreloads(data)]), data);
    } catch (err) {
      // The app still loads (and sets its own title) when the database cannot name the page.
      request.log.error({ err }, 'the page head could not be written');
      return withData(html, await reading);
    }
  };
}
