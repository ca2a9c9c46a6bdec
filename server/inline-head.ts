import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import type { Plugin } from "vite";
import { APP_STYLESHEET_ATTRIBUTE } from "../src/app/stylesheets.ts";

/**
 * What index.html carries inline, so the static frame paints before any request returns: the
 * theme script (no flash of the wrong theme) and the design tokens with the frame's CSS. Each is
 * allowed by its hash in the CSP (security-headers.ts), computed here from the same text the
 * page gets, so the policy and the page cannot disagree. The rest of the CSS stays a hashed file
 * that no longer holds back the first paint (below).
 */
const source = (file: string) =>
  readFileSync(resolve(import.meta.dirname, "../src/app", file), "utf8");

/** CSS on one line, without comments: the page carries it on every first load. */
export function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/\s+/g, " ")
    .replace(/\s*([{};,>])\s*/g, "$1")
    .trim();
}

export const INLINE_STYLE = compactCss(source("tokens.css") + source("shell.css"));
/** The script without its comment lines (they are for the file's readers). */
export const INLINE_SCRIPT = source("theme.js")
  .split("\n")
  .filter((line) => !line.trim().startsWith("//"))
  .join("\n")
  .trim();

/** A CSP source for an inline element with exactly this text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash("sha256").update(text, "utf8").digest("base64")}'`;
}

/**
 * Puts the inline head into index.html, and turns the built stylesheets into preloads: fetched at
 * once, at the highest priority, but applied by the app just before its first render, so the
 * static frame paints while they and the scripts are still on the way.
 */
export function inlineHead(): Plugin {
  return {
    name: "explorer-inline-head",
    transformIndexHtml: {
      order: "post",
      handler(html) {
        return {
          html: html.replace(
            /<link rel="stylesheet"/g,
            `<link rel="preload" as="style" ${APP_STYLESHEET_ATTRIBUTE}`,
          ),
          tags: [
            { tag: "script", children: INLINE_SCRIPT, injectTo: "head" },
            { tag: "style", children: INLINE_STYLE, injectTo: "head" },
          ],
        };
      },
    },
  };
}
