/**
 * Whether this browser may have kept anything from a last visit, known at once (localStorage)
 * where finding out from IndexedDB means loading the persistence code and opening the database.
 * A first visit then asks the portal for its first page without waiting for either. Where
 * localStorage cannot be read, anything may be kept.
 */
const FLAG = "explorer-kept";

/**
 * The same, told to the explorer's own host: a browser without it gets the page's data preloaded
 * with the page (server/data-preload.ts). One that has kept data asks for it conditionally, which
 * a preload cannot answer. The value is only "yes": nothing in it identifies anyone.
 */
export const KEPT_COOKIE = "explorer_kept";
/** As long as browsers keep a cookie (400 days); what was kept may be gone sooner, which costs a preload only. */
const KEPT_COOKIE_MAX_AGE_S = 400 * 24 * 60 * 60;

export function mayHaveKept(): boolean {
  try {
    // No flag: a first visit, or a store of the shape before this one, which is dropped anyway.
    return localStorage.getItem(FLAG) === "yes";
  } catch {
    return true;
  }
}

/** Said after each save (true) and when what was kept is dropped or forgotten (false). */
export function markKept(kept: boolean): void {
  try {
    localStorage.setItem(FLAG, kept ? "yes" : "no");
  } catch {
    // Then every visit waits for the store, as if something were kept.
  }
  const maxAge = kept ? KEPT_COOKIE_MAX_AGE_S : 0;
  const secure = window.location.protocol === "https:" ? "; Secure" : "";
  // biome-ignore lint/suspicious/noDocumentCookie: one flag; the Cookie Store API is not in every browser
  document.cookie = `${KEPT_COOKIE}=yes; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
