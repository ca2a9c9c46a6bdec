// The reader's theme choice, on <html> before the stylesheet paints: no flash of the wrong theme.
// An external file, since the CSP allows no inline script. "system" (or nothing) follows the OS.
var keptTheme = null;
try {
  keptTheme = localStorage.getItem("explorer-theme");
} catch {
  // A private window or blocked storage: the system's theme it is.
}
if (keptTheme === "light" || keptTheme === "dark") {
  document.documentElement.dataset.theme = keptTheme;
}
