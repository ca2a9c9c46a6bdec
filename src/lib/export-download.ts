/** Saves text as a file through a Blob URL, all in the browser. */
export function downloadText(text: string, fileName: string, type: string): void {
  downloadBlob(new Blob([text], { type }), fileName);
}

/** Saves a Blob (a CSV, a PNG, an SVG) as a file. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by now; revoking later keeps slow browsers from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
