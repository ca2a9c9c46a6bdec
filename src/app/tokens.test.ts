import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return files(path);
    return /\.(css|tsx?)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** Where a raw colour may be written, and why. */
const ALLOWED = new Map([
  ["app/tokens.css", "the token file itself"],
  // A downloaded chart is a file for a report: always dark on white, whatever the page's theme.
  ["components/workbench/chart-export.ts", "the exported chart file's own colours"],
]);

const RAW_COLOUR =
  /#[0-9a-f]{3,8}\b|\b(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\(|:\s*(white|black|red|green|blue|gray|grey|yellow|orange)\s*[;!]/i;

describe("design tokens", () => {
  it("are the only place a colour is written", () => {
    const found = files(SRC).flatMap((file) => {
      const name = relative(SRC, file);
      if (ALLOWED.has(name)) return [];
      return readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) =>
          RAW_COLOUR.test(line.replace(/\/\/.*$|\/\*.*?\*\//g, ""))
            ? [`${name}:${i + 1}: ${line.trim()}`]
            : [],
        );
    });
    expect(found).toEqual([]);
  });
});
