import { describe, expect, it } from "vitest";
import { type DatasetFormats, formatsByPortal } from "./health-store.ts";

describe("formatsByPortal", () => {
  it("gives each portal its datasets' formats, in the order read", () => {
    const formats: DatasetFormats = [
      ["novi-sad", "a", ["CSV"]],
      ["srbija", "b", []],
      ["novi-sad", "c", ["PDF", "XLSX"]],
      ["srbija", "d", ["JSON"]],
    ];
    expect([...formatsByPortal(formats)]).toEqual([
      [
        "novi-sad",
        [
          ["a", ["CSV"]],
          ["c", ["PDF", "XLSX"]],
        ],
      ],
      [
        "srbija",
        [
          ["b", []],
          ["d", ["JSON"]],
        ],
      ],
    ]);
  });
});
