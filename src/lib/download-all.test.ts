import { describe, expect, it } from "vitest";
import { english } from "../test/english.tsx";
import {
  absoluteHttpUrl,
  curlScript,
  dedupeFileNames,
  downloadItems,
  downloadTotals,
  folderSlug,
  linkList,
  safeFileName,
  shQuote,
} from "./download-all.ts";

describe("absoluteHttpUrl", () => {
  it("resolves portal-relative links against the page origin and refuses other schemes", () => {
    expect(absoluteHttpUrl("/uploads/a b.csv", "https://x.org")).toBe(
      "https://x.org/uploads/a%20b.csv",
    );
    expect(absoluteHttpUrl("javascript:alert(1)", "https://x.org")).toBeNull();
  });
});

describe("safeFileName", () => {
  it("keeps the URL's extension and strips path separators, control characters and dots", () => {
    expect(safeFileName({ name: "../../etc/passwd", url: "https://x.org/f/a.CSV" })).toBe(
      "etc-passwd.csv",
    );
    expect(safeFileName({ name: "Plan: 2024/25\n", url: "https://x.org/p.pdf" })).toBe(
      "Plan- 2024-25.pdf",
    );
  });

  it("never starts with a dash or dot and never repeats the extension", () => {
    expect(safeFileName({ name: "-rf data.csv", url: "https://x.org/d.csv" })).toBe("rf data.csv");
    expect(safeFileName({ name: ".hidden", url: "https://x.org/h" })).toBe("hidden");
  });

  it("falls back to the URL's name, then to 'file'; avoids reserved Windows names", () => {
    expect(safeFileName({ name: "", url: "https://x.org/u/%C4%8Distoca.xlsx" })).toBe(
      "čistoca.xlsx",
    );
    expect(safeFileName({ name: "", url: "https://x.org/" })).toBe("file");
    expect(safeFileName({ name: "CON", url: "https://x.org/c.txt" })).toBe("file-CON.txt");
  });
});

describe("dedupeFileNames", () => {
  it("numbers repeated names before the extension, case-insensitively", () => {
    expect(dedupeFileNames(["a.csv", "A.csv", "a.csv", "a (2).csv", "b"])).toEqual([
      "a.csv",
      "A (2).csv",
      "a (3).csv",
      "a (2) (2).csv",
      "b",
    ]);
  });
});

describe("shQuote", () => {
  it("single-quotes and escapes embedded single quotes", () => {
    expect(shQuote("it's $HOME `x`")).toBe(`'it'\\''s $HOME \`x\`'`);
  });
});

describe("folderSlug", () => {
  it("is an ASCII slug, never empty", () => {
    expect(folderSlug("Čistoća — odvoz otpada, Grad Zagreb 2024")).toBe(
      "cistoca-odvoz-otpada-grad-zagreb-2024",
    );
    expect(folderSlug("Буџет")).toBe("dataset");
    expect(folderSlug("../..")).toBe("dataset");
  });
});

describe("curlScript", () => {
  const items = [
    { name: "Report", url: "https://x.org/u/report.pdf", bytes: 10 },
    { name: "Report", url: "https://x.org/u/report-2.pdf", bytes: null },
    { name: "O'Brien data", url: "https://x.org/u/o.csv?x=1&y=2", bytes: 5 },
  ];

  it("downloads every file into the dataset's folder without overwriting", () => {
    const script = curlScript(
      { datasetName: "Budžet 2024", pageUrl: "https://x.org/d", items },
      english,
    );
    const lines = script.trimEnd().split("\n");
    expect(lines[0]).toBe("#!/bin/sh");
    expect(lines).toContain("set -eu");
    expect(lines).toContain("dir='budzet-2024'");
    expect(lines).toContain(
      `curl --fail --location --create-dirs -o "$dir"/'Report.pdf' 'https://x.org/u/report.pdf'`,
    );
    expect(lines).toContain(
      `curl --fail --location --create-dirs -o "$dir"/'Report (2).pdf' 'https://x.org/u/report-2.pdf'`,
    );
    expect(lines).toContain(
      `curl --fail --location --create-dirs -o "$dir"/'O'\\''Brien data.csv' 'https://x.org/u/o.csv?x=1&y=2'`,
    );
  });

  it("keeps a dataset name with newlines inside its comment", () => {
    const script = curlScript(
      { datasetName: "a\nrm -rf /", pageUrl: "https://x.org", items: [] },
      english,
    );
    expect(script.split("\n").filter((line) => line.startsWith("rm"))).toEqual([]);
  });
});

describe("downloadItems", () => {
  it("keeps objects with a file link, made absolute, and skips the rest", () => {
    const object = (name: string, href: string | null, bytes: number | null) => ({
      name,
      slug: `${name}-slug`,
      file: { href },
      size: { bytes },
    });
    expect(
      downloadItems(
        [object("a", "/u/a.csv", 3), object("", "https://y.org/b", null), object("c", null, 1)],
        "https://x.org",
      ),
    ).toEqual([
      { name: "a", url: "https://x.org/u/a.csv", bytes: 3 },
      { name: "-slug", url: "https://y.org/b", bytes: null },
    ]);
  });
});

describe("linkList and downloadTotals", () => {
  it("lists one URL a line and sums the known sizes", () => {
    const items = [
      { name: "a", url: "https://x.org/a", bytes: 1500 },
      { name: "b", url: "https://x.org/b", bytes: null },
    ];
    expect(linkList(items)).toBe("https://x.org/a\nhttps://x.org/b\n");
    expect(downloadTotals(items)).toEqual({ count: 2, knownBytes: 1500, unknownCount: 1 });
  });
});
