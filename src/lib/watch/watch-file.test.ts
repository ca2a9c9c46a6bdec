import { describe, expect, it } from "vitest";
import { WATCHED_BUDGET } from "../../test/watch-entry.ts";
import { readWatchFile, WATCH_FILE_FORMAT, watchFileText } from "./watch-file.ts";

const entry = WATCHED_BUDGET;

function fileWith(datasets: unknown): string {
  return JSON.stringify({ format: WATCH_FILE_FORMAT, version: 1, datasets });
}

describe("the watched datasets file", () => {
  it("reads back what it wrote", () => {
    const text = watchFileText([entry], new Date(0));
    expect(JSON.parse(text)).toMatchObject({ format: WATCH_FILE_FORMAT, version: 1 });
    expect(readWatchFile(text)).toEqual({ ok: true, entries: [entry] });
  });

  it("refuses what is not JSON, another JSON file, and another version, each in its own words", () => {
    expect(readWatchFile("{nope")).toMatchObject({ ok: false, problems: [{ kind: "not-json" }] });
    expect(readWatchFile('[{"slug":"x"}]')).toEqual({
      ok: false,
      problems: [{ kind: "not-a-watch-list" }],
    });
    expect(readWatchFile(JSON.stringify({ format: WATCH_FILE_FORMAT, version: 2 }))).toEqual({
      ok: false,
      problems: [{ kind: "version", version: 2 }],
    });
    expect(readWatchFile(JSON.stringify({ format: WATCH_FILE_FORMAT, version: 1 }))).toEqual({
      ok: false,
      problems: [{ kind: "no-datasets" }],
    });
  });

  it("reports every bad field of every entry, numbered from 1, and imports none of them", () => {
    const bad = {
      ...entry,
      portal: "Not An Id",
      seen: {
        ...entry.seen,
        files: [{ name: "a.csv", url: 3, format: "CSV", size: -1, date: null }],
      },
    };
    const result = readWatchFile(fileWith([entry, bad, "text"]));
    expect(result).toEqual({
      ok: false,
      problems: [
        {
          kind: "entry",
          index: 2,
          problems: [
            { field: "portal", expected: "portal-id" },
            { field: "seen.files[0].url", expected: "text" },
            { field: "seen.files[0].size", expected: "size" },
          ],
        },
        { kind: "entry", index: 3, problems: [{ field: "", expected: "object" }] },
      ],
    });
  });

  it("refuses one dataset listed twice, naming both places", () => {
    expect(readWatchFile(fileWith([entry, entry]))).toEqual({
      ok: false,
      problems: [{ kind: "duplicate", index: 2, first: 1, portal: entry.portal, slug: entry.slug }],
    });
  });

  it("keeps only known fields, so nothing else a file carries is stored", () => {
    const result = readWatchFile(fileWith([{ ...entry, extra: "<script>" }]));
    expect(result).toEqual({ ok: true, entries: [entry] });
  });
});
