import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
/**
 * "Download all" for a dataset, generated in the browser: the list of its file links, and a POSIX
 * shell script that fetches them with curl into one folder without overwriting repeated names.
 */

export interface DownloadItem {
  /** What the portal calls the object: the file name is derived from it and the URL. */
  readonly name: string;
  /** An absolute http(s) URL. */
  readonly url: string;
  readonly bytes: number | null;
}

export interface DownloadTotals {
  readonly count: number;
  /** Sum of the sizes the portal states; `unknownCount` files are not in it. */
  readonly knownBytes: number;
  readonly unknownCount: number;
}

/** Resolves a portal-relative link against the page origin; anything not http(s) is dropped. */
export function absoluteHttpUrl(href: string, origin: string): string | null {
  try {
    const url = new URL(href, origin);
    return url.protocol === "http:" || url.protocol === "https:" ? url.href : null;
  } catch {
    return null;
  }
}

/** The files of a dataset (objects with a file link), as absolute URLs against `origin`. */
export function downloadItems(
  objects: readonly {
    name: string;
    slug: string;
    file: { href: string | null };
    size: { bytes: number | null };
  }[],
  origin: string,
): DownloadItem[] {
  return objects.flatMap((object) => {
    const url = object.file.href ? absoluteHttpUrl(object.file.href, origin) : null;
    return url ? [{ name: object.name || object.slug, url, bytes: object.size.bytes }] : [];
  });
}

export function downloadTotals(items: readonly DownloadItem[]): DownloadTotals {
  let knownBytes = 0;
  let unknownCount = 0;
  for (const item of items) {
    if (item.bytes === null) unknownCount += 1;
    else knownBytes += item.bytes;
  }
  return { count: items.length, knownBytes, unknownCount };
}

/** One URL a line: what `wget -i` and `curl -K`-style tools and download managers read. */
export function linkList(items: readonly DownloadItem[]): string {
  return items.map((item) => `${item.url}\n`).join("");
}

/** An ASCII folder name: diacritics folded, anything else becomes "-", never empty or dotted. */
export function folderSlug(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 80)
    .replace(/-+$/, "");
  return slug || "dataset";
}

// Windows and macOS refuse these too; the script may be run on either through WSL or Git Bash.
const UNSAFE_CHARS = /[/\\:*?"<>|\p{Cc}]/gu;
const RESERVED = /^(con|prn|aux|nul|com\d|lpt\d)(\..*)?$/i;

function lastPathSegment(url: string): string {
  try {
    const segment = new URL(url).pathname.split("/").filter(Boolean).pop() ?? "";
    return decodeURIComponent(segment);
  } catch {
    return "";
  }
}

function extensionOf(fileName: string): string {
  const match = /\.([A-Za-z0-9]{1,8})$/.exec(fileName);
  return match?.[1] ? `.${match[1].toLowerCase()}` : "";
}

/**
 * A file name that is safe in any folder: no path separators or control characters, no leading
 * dots or dashes (hidden files, curl options), at most 120 characters, keeping the URL's extension.
 */
export function safeFileName(item: Pick<DownloadItem, "name" | "url">): string {
  const fromUrl = lastPathSegment(item.url);
  const extension = extensionOf(fromUrl);
  let base = item.name.trim() || fromUrl.replace(/\.[^.]*$/, "") || "file";
  if (extension && base.toLowerCase().endsWith(extension)) base = base.slice(0, -extension.length);
  base = base
    .replace(UNSAFE_CHARS, "-")
    .replace(/\s+/g, " ")
    .replace(/^[\s.-]+|[\s.]+$/g, "")
    .slice(0, 120)
    .trim();
  if (!base || RESERVED.test(base)) base = `file${base ? `-${base}` : ""}`;
  return `${base}${extension}`;
}

/** "a.csv", "a.csv" -> "a.csv", "a (2).csv"; names compare case-insensitively (macOS, Windows). */
export function dedupeFileNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((name) => {
    const dot = name.lastIndexOf(".");
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : "";
    let candidate = name;
    for (let n = 2; taken.has(candidate.toLowerCase()); n += 1) {
      candidate = `${stem} (${n})${extension}`;
    }
    taken.add(candidate.toLowerCase());
    return candidate;
  });
}

/** POSIX sh single quoting: the only character to handle inside '…' is the quote itself. */
export function shQuote(value: string): string {
  return `'${value.replace(/'/g, `'\\''`)}'`;
}

export interface ScriptInput {
  readonly datasetName: string;
  readonly pageUrl: string;
  readonly items: readonly DownloadItem[];
}

/**
 * A script that runs in any POSIX sh with curl, stops on the first failed download. Its comments
 * and closing line are in the reader's language; its commands are the same in every language.
 */
export function curlScript({ datasetName, pageUrl, items }: ScriptInput, i18n: I18n): string {
  const folder = folderSlug(datasetName);
  const names = dedupeFileNames(items.map(safeFileName));
  const fileCount = items.length;
  const comment = (text: string) => `# ${text.replace(/[\r\n]+/g, " ")}`;
  const lines = [
    "#!/bin/sh",
    comment(i18n._(msg`Downloads every file of the dataset "${datasetName}"`)),
    comment(i18n._(msg`from ${pageUrl}`)),
    comment(i18n._(msg`into the folder ./${folder}/. Run it with: sh ${folder}.sh`)),
    "set -eu",
    `dir=${shQuote(folder)}`,
    ...items.map(
      (item, index) =>
        `curl --fail --location --create-dirs -o "$dir"/${shQuote(names[index] ?? "file")} ${shQuote(item.url)}`,
    ),
    `echo ${shQuote(i18n._(msg`Downloaded ${fileCount} files into ./${folder}/`))}`,
  ];
  return `${lines.join("\n")}\n`;
}
