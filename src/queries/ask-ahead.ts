import type { QueryClient } from "@tanstack/react-query";
import type { Portal } from "../api/portal.ts";
import type { ResultsPage } from "../catalog/types.ts";
import { nextTexts } from "../lib/search/next-keys.ts";
import type { CatalogState } from "../lib/url-state.ts";
import { catalogEngineOf, catalogQueries, resultsQueryOf } from "./catalog-queries.ts";

/**
 * Has the engine answer ahead each key the reader may press next, the likeliest letters first,
 * and keeps each answer under every text that reads the same: when the key comes, its results are
 * in the cache, and show in the frame that shows the letter instead of waiting for the worker.
 * The engine answers one after another as long as the page asks nothing else (a key whose answer
 * was not here goes first) and `signal` has not stopped it; answers that come after are not kept.
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
  const questionOf = (q: string) => resultsQueryOf({ ...state, q, page: 1 }, acrossPortals, now);
  /** The results query of a text: where its answer is kept. */
  const optionsOf = (q: string) => catalogQueries.results(scope, versions, questionOf(q));
  const keep = (texts: readonly string[], page: ResultsPage) => {
    if (signal.aborted) return;
    for (const text of texts) {
      const options = optionsOf(text);
      // Made with the results' own options first: setQueryData alone would keep it for
      // TanStack's default five minutes, not the minute an answer is kept for.
      client.getQueryCache().build(client, { queryKey: options.queryKey, gcTime: options.gcTime });
      client.setQueryData(options.queryKey, { ...page, q: text });
    }
  };
  // A space asks what is on screen again: its answer is the one shown, under its own text.
  const shown = client.getQueryData(optionsOf(state.q).queryKey);
  const next = nextTexts(state.q);
  const space = next.find((group) => group.letter === "");
  if (shown && space) keep(space.texts, shown);
  if (signal.aborted) return;
  // Answers kept from an earlier visit to this text (the box cleared and typed again) are not
  // asked for again: the engine's time goes to the keys not yet answered.
  const held = next
    .flatMap((group) => group.texts)
    .filter((text) => client.getQueryData(optionsOf(text).queryKey) !== undefined);
  const engine = catalogEngineOf(client);
  // Stopped at once: its answers would reach this thread while it shows the next key.
  signal.addEventListener("abort", () => engine.stopAskingAhead().catch(() => undefined), {
    once: true,
  });
  await engine.askAhead(scope, { ...questionOf(state.q), sort: state.sort, held }, keep);
}
