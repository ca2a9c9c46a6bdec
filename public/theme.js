// The reader's theme choice, on <html> before the stylesheet paints: no flash of the wrong theme.
// An external file, since the CSP allows no inline script. "system" (or nothing) follows the OS.
try {
  var theme = localStorage.getItem("explorer-theme");
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
} catch (error) {}
