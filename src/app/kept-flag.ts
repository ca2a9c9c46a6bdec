/**
 * Whether this browser may have kept anything from a last visit, known at once (localStorage)
 * where finding out from IndexedDB means loading the persistence code and opening the database.
 * A first visit then asks the portal for its first page without waiting for either. Where
 * localStorage cannot be read, anything may be kept.
 */
const FLAG = "explorer-kept";

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
}
