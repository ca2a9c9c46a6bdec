import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
/** A dataset citation in the two forms journalists and researchers paste: plain text and BibTeX. */

export interface CitationInput {
  readonly organization: string | null;
  readonly name: string;
  readonly portal: string;
  readonly permalink: string;
  /** When the reader retrieved the data (now, normally). */
  readonly retrieved: Date;
  /** Last update of the dataset, when known: a citation names the version it read. */
  readonly updatedMs?: number | null;
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/**
 * "Grad Zagreb. Budžet 2024 [dataset]. Demo portal. https://…/datasets/x (retrieved 2026-11-22)."
 * The labels (dataset, last updated, retrieved) are in the reader's language; dates stay ISO.
 */
export function citationText(input: CitationInput, i18n: I18n): string {
  const author = input.organization?.trim() || input.portal;
  const { name, portal, permalink } = input;
  const retrieved = isoDay(input.retrieved.getTime());
  if (input.updatedMs === null || input.updatedMs === undefined)
    return i18n._(
      msg`${author}. ${name} [dataset]. ${portal}. ${permalink} (retrieved ${retrieved}).`,
    );
  const updated = isoDay(input.updatedMs);
  return i18n._(
    msg`${author}. ${name} [dataset]. ${portal}. Last updated ${updated}. ${permalink} (retrieved ${retrieved}).`,
  );
}

const BIBTEX_SPECIALS: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  "&": "\\&",
  "%": "\\%",
  $: "\\$",
  "#": "\\#",
  _: "\\_",
  "~": "\\textasciitilde{}",
  "^": "\\textasciicircum{}",
};

/** BibTeX specials are escaped so a name like "R&D 50% {draft}" keeps its meaning in LaTeX. */
export function escapeBibtex(value: string): string {
  return value.replace(/[\\{}&%$#_~^]/g, (char) => BIBTEX_SPECIALS[char] ?? char);
}

/** An ASCII citation key: BibTeX keys must not hold spaces, commas or braces. */
export function bibtexKey(name: string, year: number): string {
  const words = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 3);
  return `${words.join("_") || "dataset"}_${year}`;
}

export function citationBibtex(input: CitationInput, i18n: I18n): string {
  const retrieved = isoDay(input.retrieved.getTime());
  const yearMs = input.updatedMs ?? input.retrieved.getTime();
  const year = new Date(yearMs).getUTCFullYear();
  const author = input.organization?.trim() || input.portal;
  const fields: [string, string][] = [
    // Double braces keep an organization name as one corporate author, not "Last, First".
    ["author", `{${escapeBibtex(author)}}`],
    ["title", escapeBibtex(input.name)],
    ["publisher", escapeBibtex(input.portal)],
    ["year", String(year)],
    ["url", input.permalink],
    ["urldate", retrieved],
    ["note", i18n._(msg`Dataset, retrieved ${retrieved}`)],
  ];
  const body = fields.map(([key, value]) => `  ${key} = {${value}}`).join(",\n");
  return `@misc{${bibtexKey(input.name, year)},\n${body}\n}`;
}
