import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "..");
/** The one component allowed to hand HTML to React, because it sanitises it first. */
const SANITIZER = "components/safe-html.tsx";

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

function filesContaining(pattern: RegExp): string[] {
  return sourceFiles(SRC)
    .filter((file) => pattern.test(readFileSync(file, "utf8")))
    .map((file) => relative(SRC, file).split("\\").join("/"));
}

describe("nothing from a portal is injected or executed", () => {
  it("uses dangerouslySetInnerHTML only in the sanitizer", () => {
    expect(filesContaining(/dangerouslySetInnerHTML/).filter((f) => f !== SANITIZER)).toEqual([]);
  });

  it("never writes innerHTML/outerHTML, document.write or insertAdjacentHTML", () => {
    expect(
      filesContaining(/\.(innerHTML|outerHTML)\s*=|document\.write\(|insertAdjacentHTML\(/),
    ).toEqual([]);
  });

  it("never evaluates strings as code", () => {
    expect(filesContaining(/\beval\(|new Function\(|setTimeout\(\s*["'`]/)).toEqual([]);
  });
});
