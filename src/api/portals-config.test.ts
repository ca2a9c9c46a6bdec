import { describe, expect, it } from "vitest";
import { PortalsConfigError, parsePortals, parsePortalsText } from "./portals-config.ts";

const ok = {
  id: "novi-sad",
  name: "Otvoreni podaci Novog Sada",
  api: "https://data.example.rs/api",
};

function problem(raw: unknown): string {
  try {
    parsePortals(raw);
  } catch (error) {
    expect(error).toBeInstanceOf(PortalsConfigError);
    return error instanceof Error ? error.message : "";
  }
  throw new Error("expected the file to be refused");
}

describe("the portals file", () => {
  it("reads a list of portals, trimming names and trailing slashes of the API", () => {
    expect(
      parsePortals([
        ok,
        { id: "rs", name: "  Nacionalni portal ", api: "https://data.gov.example/prefix/api/" },
        { id: "here", name: "Same host", api: "/demo/api" },
      ]),
    ).toEqual([
      ok,
      { id: "rs", name: "Nacionalni portal", api: "https://data.gov.example/prefix/api" },
      { id: "here", name: "Same host", api: "/demo/api" },
    ]);
  });

  it("refuses what is not a non-empty list", () => {
    expect(problem({ portals: [ok] })).toMatch(/must be a JSON array/);
    expect(problem([])).toMatch(/lists no portal/);
    expect(problem(null)).toMatch(/must be a JSON array/);
  });

  it("names the entry and the problem for every malformed entry", () => {
    expect(problem([ok, "https://x.example/api"])).toMatch(/^entry 2: must be an object/);
    expect(problem([{ ...ok, id: undefined }])).toMatch(
      /^entry 1: "id" must be a non-empty string, got nothing/,
    );
    expect(problem([{ ...ok, id: 7 }])).toMatch(/^entry 1: "id" must be a non-empty string, got 7/);
    expect(problem([{ ...ok, id: "Novi Sad" }])).toMatch(
      /^entry 1 \("Novi Sad"\): "id" must be lower-case/,
    );
    expect(problem([{ ...ok, id: "-x" }])).toMatch(/"id" must be lower-case/);
    expect(problem([{ ...ok, id: "a/b" }])).toMatch(/"id" must be lower-case/);
    expect(problem([{ ...ok, id: "all" }])).toMatch(/"id" must not be "all"/);
    expect(problem([ok, { ...ok, name: "Other" }])).toMatch(
      /^entry 2 \("novi-sad"\): "id" is used by an earlier entry too/,
    );
    expect(problem([{ ...ok, name: " " }])).toMatch(/"name" must be a non-empty string/);
    expect(problem([{ ...ok, api: null }])).toMatch(/"api" must be a non-empty string, got null/);
    expect(problem([{ ...ok, api: "data.example.rs/api" }])).toMatch(
      /"api" must be an http\(s\) URL/,
    );
    expect(problem([{ ...ok, api: "ftp://data.example.rs/api" }])).toMatch(
      /"api" must be an http\(s\) URL/,
    );
    expect(problem([{ ...ok, api: "javascript:alert(1)" }])).toMatch(
      /"api" must be an http\(s\) URL/,
    );
    expect(problem([{ ...ok, api: "https://u:p@data.example.rs/api" }])).toMatch(
      /user name or password/,
    );
    expect(problem([{ ...ok, api: "https://data.example.rs/api?key=1" }])).toMatch(/query/);
    expect(problem([{ ...ok, api: "//data.example.rs/api" }])).toMatch(/must not start with \/\//);
    expect(problem([{ ...ok, api: "/api?x" }])).toMatch(/plain path/);
  });

  it("says where a file is not JSON, and which file", () => {
    expect(() => parsePortalsText("[{", "PORTALS_FILE p.json")).toThrow(
      /^PORTALS_FILE p\.json is not valid JSON: /,
    );
    expect(() => parsePortalsText("[]", "PORTALS_FILE p.json")).toThrow(
      "PORTALS_FILE p.json: the portals file lists no portal",
    );
    expect(parsePortalsText(`\uFEFF${JSON.stringify([ok])}`)).toEqual([ok]);
  });
});
