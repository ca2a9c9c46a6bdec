/**
 * The sanitizer (DOMPurify, its own chunk) behind descriptions written in HTML. The dataset
 * loader starts it beside the page's code rather than after it, one round trip fewer before a
 * description shows; once here, the description renders it directly, with no Suspense flash.
 */
type SafeHtmlModule = typeof import("../safe-html.tsx");

let loaded: SafeHtmlModule | null = null;

export function loadSafeHtml(): Promise<SafeHtmlModule> {
  return import("../safe-html.tsx").then((module) => {
    loaded = module;
    return module;
  });
}

/** The sanitizer's module once `loadSafeHtml` has brought it, else null. */
export function loadedSafeHtml(): SafeHtmlModule | null {
  return loaded;
}
