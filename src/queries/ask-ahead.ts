import type { QueryClient } from "@tanstack/react-query";
import type { Portal } from "../api/portal.ts";
import { nextTexts } from "../lib/search/next-keys.ts";
import type { CatalogState } from "../lib/url-state.ts";
import { catalogEngineOf, catalogQueries, resultsQueryOf } from "./catalog-queries.ts";

/**
 * Asks the engine ahead for the results of each key the reader may press next, the likeliest
 * letters first, and keeps each answer under every text that reads the same: when the key comes,
 * its results are in the cache, and show in the frame that shows the letter instead of waiting
 * for the worker. One question at a time, so a real keystroke's question never waits behind more
 * than one; `signal` stops it once the text changes.
 */
export async function askAhead(
  client: QueryClient,
  scope: readonly Portal[],
  versions: string,
  state: CatalogState,
  acrossPortals: boolean,
  now: number,
  signal: AbortSignal,
): Promise<void> {
  const engine = catalogEngineOf(client);
  const questionOf = (q: string) => resultsQueryOf({ ...state, q, page: 1 }, acrossPortals, now);
  const letters = await engine.nextLetters(scope, questionOf(state.q));
  // A space asks again what is on screen (cheap); a letter no word continues with would find
  // nothing, and is left to be asked when typed.
  const rank = (letter: string) => (letter === "" ? -1 : letters.indexOf(letter));
  const groups = nextTexts(state.q)
    .filter((group) => rank(group.letter) !== -1 || group.letter === "")
    .sort((a, b) => rank(a.letter) - rank(b.letter));
  for (const { texts } of groups) {
    if (signal.aborted) return;
    const [first, ...alike] = texts;
    if (first === undefined) continue;
    const page = await client.query(catalogQueries.results(scope, versions, questionOf(first)));
    for (const text of alike) {
      client.setQueryData(catalogQueries.results(scope, versions, questionOf(text)).queryKey, page);
    }
  }
}
