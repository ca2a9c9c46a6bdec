import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { downloadBlob } from "../../lib/export-download.ts";

function escapeXml(text: string): string {
  return text.replace(/[<>&"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * A standalone SVG file of the drawn chart with its title and caption under it, on white, so it
 * reads the same pasted into an article. Plot's own <style> was removed before the chart met the
 * page (the CSP forbids inline styles); a file may carry one, so its font is set here.
 */
export function chartSvgFile(
  svg: SVGSVGElement,
  title: string,
  caption: string,
): { text: string; width: number; height: number } {
  const width = Math.round(svg.width.baseVal.value) || 640;
  const height = Math.round(svg.height.baseVal.value) || 320;
  const clone = svg.cloneNode(true);
  if (clone instanceof Element) {
    // The file has no stylesheet: each mark group keeps the colour the page's theme gave it.
    const marks = svg.querySelectorAll("g[aria-label]");
    clone.querySelectorAll("g[aria-label]").forEach((group, index) => {
      const original = marks[index];
      if (original) group.setAttribute("color", getComputedStyle(original).color);
    });
    clone.removeAttribute("aria-hidden");
    clone.setAttribute("x", "0");
    clone.setAttribute("y", "28");
  }
  const inner = new XMLSerializer().serializeToString(clone);
  const total = height + 64;
  // biome-ignore lint/plugin/no-raw-colour-js: a downloaded chart is a file for a report, dark on white whatever the page's theme
  const text = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${total}" viewBox="0 0 ${width} ${total}" font-family="system-ui, sans-serif" color="#1b1f24"><style>text { white-space: pre; }</style><rect width="100%" height="100%" fill="#ffffff"/><text x="8" y="18" font-size="14" font-weight="600" fill="#1b1f24">${escapeXml(title)}</text>${inner}<text x="8" y="${height + 50}" font-size="11" fill="#57606a">${escapeXml(caption)}</text></svg>`;
  return { text, width, height: total };
}

export function downloadSvg(file: { text: string }, fileName: string): void {
  downloadBlob(new Blob([file.text], { type: "image/svg+xml" }), fileName);
}

/** The SVG drawn on a canvas at twice its size, as a PNG; a data: URL, which the CSP allows for images. */
export async function downloadPng(
  file: { text: string; width: number; height: number },
  fileName: string,
  i18n: I18n,
): Promise<void> {
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(file.text)}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = file.width * 2;
  canvas.height = file.height * 2;
  const context = canvas.getContext("2d");
  if (!context) throw new Error(i18n._(msg`This browser cannot draw the chart as a PNG.`));
  context.scale(2, 2);
  context.drawImage(image, 0, 0, file.width, file.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (!blob) throw new Error(i18n._(msg`This browser cannot save the chart as a PNG.`));
  downloadBlob(blob, fileName);
}
