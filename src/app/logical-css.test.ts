import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith(".css") ? [path] : [];
  });
}

/** Sides named physically would stay put in a right-to-left language; logical ones follow it. */
const PHYSICAL =
  /^\s*(margin-(left|right)|padding-(left|right)|border-(left|right)[\w-]*|left|right|float)\s*:|text-align:\s*(left|right)/;

describe("stylesheets", () => {
  it("use logical properties, so a right-to-left language needs no CSS change", () => {
    const found = cssFiles(join(import.meta.dirname, "..")).flatMap((file) =>
      readFileSync(file, "utf8")
        .split("\n")
        .flatMap((line, i) => (PHYSICAL.test(line) ? [`${file}:${i + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });
});
