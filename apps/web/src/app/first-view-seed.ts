import type { Currency, Language } from '@skins/contract';
import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { addressChoice, localeStore, openingCurrency, openingLanguage } from './locale-store';

/** BUDGET-11: the id of the JSON script the server writes into the document (apps/api/src/modules/seo/first-view-data.ts). */
const FIRST_VIEW_DATA_ID = 'first-view-data';

/**
 * How long at most a seeded answer counts as fresh. The list and the item are stale at once
 * otherwise (staleTime 0), and their hooks would ask the API again as they mount.
 */
const SEED_FRESH_MS = 10_000;

/**
 * Once the first view's hooks have mounted on a seeded query (they subscribe together, in one
 * commit), it ages from now as any answer: a later visit to the same page refetches as it always did.
 */
function releaseOnFirstMount(client: QueryClient, hashes: Set<string>): void {
  const unsubscribe = client.getQueryCache().subscribe((event) => {
    if (event.type !== 'observerAdded' || !hashes.delete(event.query.queryHash)) return;
    const { queryKey, state } = event.query;
    queueMicrotask(() => client.setQueryData(queryKey, state.data));
    if (!hashes.size) unsubscribe();
  });
}

/**
 * BUDGET-11: fills the query cache with the API answers the server inlined for this address, before
 * the first render, so that the first view paints without an API round trip. The locale settles
 * first, as the bootstrap would once the lists arrive, so the hooks read the keys the seed holds.
 * The script is removed, and each answer ages normally once the first view has mounted on it:
 * later navigations ask the API as before.
 */
export function seedFirstView(client: QueryClient): void {
  const script = document.getElementById(FIRST_VIEW_DATA_ID);
  if (!script) return;
  script.remove();
  let queries: { key: QueryKey; data: unknown }[];
  try {
    queries = (JSON.parse(script.textContent ?? '') as { queries: { key: QueryKey; data: unknown }[] }).queries;
  } catch {
    return; // A broken seed costs only the round trips it would have saved.
  }
  const updatedAt = Date.now() + SEED_FRESH_MS;
  for (const { key, data } of queries) client.setQueryData(key, data, { updatedAt });
  releaseOnFirstMount(client, new Set(queries.map(({ key }) => hashKey(key))));

  const address = addressChoice();
  const currencies = client.getQueryData<Currency[]>(['currencies']);
  if (currencies) localeStore.setCurrency(openingCurrency(currencies, address.currency));
  const languages = client.getQueryData<Language[]>(['languages']);
  const language = languages && openingLanguage(languages, address.lang, localeStore.get().languageId);
  if (language) localeStore.setLanguage(language.id);
}
