/** Marks the stylesheets index.html preloads for the app to apply (set by inline-head.ts). */
export const APP_STYLESHEET_ATTRIBUTE = "data-app-stylesheet";

/**
 * The built stylesheets arrive as preloads (server/inline-head.ts), so the static frame paints
 * without waiting for them; this applies them and resolves once each has loaded (or failed: the
 * page is then plain, never blank), so the app's first render is styled. In development Vite
 * injects its styles itself and there is nothing to apply.
 */
export function applyStylesheets(): Promise<void> {
  const links = [
    ...document.querySelectorAll<HTMLLinkElement>(`link[${APP_STYLESHEET_ATTRIBUTE}]`),
  ];
  return Promise.all(
    links.map(
      (link) =>
        new Promise<void>((resolve) => {
          const done = () => resolve();
          link.addEventListener("load", done, { once: true });
          link.addEventListener("error", done, { once: true });
          link.rel = "stylesheet";
        }),
    ),
  ).then(() => undefined);
}
