import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { profileQueries } from "./profile-queries.ts";

const table = {
  key: ["file-preview", "/files/towns.csv", "csv", 1],
  rows: [
    { town: "Novi Sad", people: 370 },
    { town: "Niš", people: 260 },
    { town: "Novi Pazar", people: 120 },
  ],
  columns: [
    { key: "town", type: "text" },
    { key: "people", type: "number" },
  ],
} as const;

describe("column profiles as a query", () => {
  it("are keyed by the table and the filter", () => {
    expect(profileQueries.columns(table, "novi").queryKey).toEqual([
      "column-profiles",
      "file-preview",
      "/files/towns.csv",
      "csv",
      1,
      "novi",
    ]);
  });

  it("profile the rows the filter keeps", async () => {
    const client = new QueryClient();
    const all = await client.fetchQuery(profileQueries.columns(table, ""));
    expect(all.map((profile) => profile.count)).toEqual([3, 3]);
    const novi = await client.fetchQuery(profileQueries.columns(table, "novi"));
    expect(novi[1]).toMatchObject({ count: 2, min: 120, max: 370, mean: 245 });
  });
});
