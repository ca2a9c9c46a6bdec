import { describe, expect, it } from "vitest";
import { english } from "../test/english.tsx";
import { bibtexKey, citationBibtex, citationText, escapeBibtex } from "./citation.ts";

const input = {
  organization: "Grad Zagreb",
  name: "Budžet Grada Zagreba 2024",
  portal: "Demo open data portal",
  permalink: "https://example.org/datasets/budzet-grada-zagreba-2024",
  retrieved: new Date("2026-11-22T10:00:00Z"),
  updatedMs: Date.UTC(2026, 5, 30),
};

describe("citationText", () => {
  it("names organization, dataset, portal, permalink and the retrieval date", () => {
    expect(citationText(input, english)).toBe(
      "Grad Zagreb. Budžet Grada Zagreba 2024 [dataset]. Demo open data portal. Last updated 2026-06-30. https://example.org/datasets/budzet-grada-zagreba-2024 (retrieved 2026-11-22).",
    );
  });

  it("falls back to the portal as author and leaves out an unknown update date", () => {
    const text = citationText({ ...input, organization: null, updatedMs: null }, english);
    expect(text.startsWith("Demo open data portal. Budžet")).toBe(true);
    expect(text).not.toContain("Last updated");
  });
});

describe("citationBibtex", () => {
  it("writes a @misc entry with escaped fields and an ASCII key", () => {
    const bib = citationBibtex({ ...input, name: "R&D 50% {draft}_v2" }, english);
    expect(bib).toMatch(/^@misc\{r_d_50_2026,\n/);
    expect(bib).toContain("  author = {{Grad Zagreb}},");
    expect(bib).toContain("  title = {R\\&D 50\\% \\{draft\\}\\_v2},");
    expect(bib).toContain("  url = {https://example.org/datasets/budzet-grada-zagreba-2024},");
    expect(bib).toContain("  urldate = {2026-11-22},");
    expect(bib.endsWith("\n}")).toBe(true);
  });

  it("escapes every LaTeX special once", () => {
    expect(escapeBibtex("a\\b~c^d$e#f")).toBe(
      "a\\textbackslash{}b\\textasciitilde{}c\\textasciicircum{}d\\$e\\#f",
    );
  });

  it("folds diacritics and Cyrillic-only names into a usable key", () => {
    expect(bibtexKey("Čistoća — odvoz otpada", 2024)).toBe("cistoca_odvoz_otpada_2024");
    expect(bibtexKey("Буџет града", 2024)).toBe("dataset_2024");
  });
});
