import type { Plugin } from "vite";

/** What rolldown's codeSplitting.groups takes (the fields used here). */
interface ChunkGroup {
  readonly name: string;
  readonly test: (id: string) => boolean;
  readonly priority: number;
}

/**
 * Reached from the entry only through a package's index, and used only by code loaded later, so
 * left to the chunks that use them (React Query's index imports every hook it has):
 * - dehydrate and hydrate, which only the persister (loaded after the first render) calls;
 * - useMutation and useQueries with their observers, which only pages use (bench/README.md).
 * Should the frame come to use one, it is in the boot chunk all the same: the group takes in
 * what its modules use (checked with a useMutation in the frame: no new chunk).
 */
const USED_LATER =
  /@tanstack[\\/](query-core|react-query)[\\/].*[\\/](hydration|mutationObserver|useMutation|queriesObserver|useQueries)\.js$/;

/**
 * React DOM's renderer (react-dom/client with its scheduler, 65 KB gzip): main.tsx imports it
 * dynamically, so it is evaluated in a task of its own instead of in the boot chunk's (see
 * bench/README.md). The small react-dom index the router imports (flushSync) stays in the boot
 * chunk.
 */
const RENDERER = /node_modules[\\/](react-dom|scheduler)[\\/]/;

/**
 * The code index.html loads up front in two chunks beside rolldown's small runtime, instead of
 * one chunk per module a lazy page shares with it:
 * - boot: React, the router, TanStack and the app's frame, the page's one script;
 * - renderer: React DOM's renderer, which index.html preloads (a modulepreload link) so it comes
 *   with the boot chunk, not after it.
 * Split per module, they were seventeen files of 38 bytes to 31 KB, each compressed on its own
 * (4 KB more gzip than one) and each a request of its own, which on HTTP/1.1 and a phone's link
 * queue behind six connections. The set is read from the module graph once it is built, so it
 * follows the imports as they change.
 */
export function bootChunk(): { plugin: Plugin; groups: readonly ChunkGroup[] } {
  let boot: ReadonlySet<string> = new Set();
  let base = "/";
  const plugin: Plugin = {
    name: "explorer-boot-chunk",
    apply: "build",
    configResolved(config) {
      base = config.base;
    },
    buildEnd() {
      const reached = new Set<string>();
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const pending = [...entries];
      for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
        if (reached.has(id)) continue;
        reached.add(id);
        pending.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
      // The entry is index.html: main.tsx and all it imports come here. Stylesheets are Vite's
      // to place.
      for (const entry of entries) reached.delete(entry);
      boot = new Set([...reached].filter((id) => !/\.css($|\?)/.test(id) && !USED_LATER.test(id)));
    },
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const renderer = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === "chunk" && chunk.name === "renderer",
        );
        if (!renderer)
          throw new Error("The build has no renderer chunk for index.html to preload.");
        return [
          {
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `${base}${renderer.fileName}` },
            injectTo: "head",
          },
        ];
      },
    },
  };
  return {
    plugin,
    groups: [
      // With its dependencies (rolldown's default): without, the emptied entry chunk was dropped
      // yet index.html still named it.
      { name: "boot", test: (id) => boot.has(id), priority: 10 },
      { name: "renderer", test: (id) => !boot.has(id) && RENDERER.test(id), priority: 9 },
    ],
  };
}
