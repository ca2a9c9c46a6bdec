// The reader's theme choice, on <html> before anything paints: no flash of the wrong theme.
// Inlined into index.html's <head> (server/inline-head.ts), allowed by its hash in the CSP.
// "system" (or nothing kept) follows the OS.
var keptTheme = null;
try {
  keptTheme = localStorage.getItem("explorer-theme");
} catch {
  // A private window or blocked storage: the system's theme it is.
}
if (keptTheme === "light" || keptTheme === "dark") {
  document.documentElement.dataset.theme = keptTheme;
}
