import { describe, expect, it } from "vitest";
import { ApiError } from "../../api/api-error.ts";
import type { ProxyAnswer } from "../../api/types.ts";
import { english } from "../../test/english.tsx";
import { proxyFailureTitle as titleOf } from "./proxy-failure.ts";

const proxyFailureTitle = (error: unknown) => titleOf(error, english);

import { geoOutline } from "../../lib/proxy-geo.ts";
import { analyzeAnswer, answerFileName, chooseView } from "./proxy-view.ts";

function answer(part: Partial<ProxyAnswer>): ProxyAnswer {
  return {
    status: 200,
    contentType: "application/json",
    bytes: 1,
    elapsedMs: 1,
    receivedAt: 1,
    kind: "json",
    json: null,
    text: "",
    ...part,
  };
}

describe("analyzeAnswer", () => {
  it("offers table, tree and raw for records", () => {
    const model = analyzeAnswer(answer({ json: [{ a: 1 }] }));
    expect(model.views).toEqual(["table", "columns", "chart", "tree", "raw"]);
    expect(model.table?.columns).toEqual([{ key: "a", type: "number" }]);
  });

  it("parses CSV answers into a table", () => {
    const model = analyzeAnswer(
      answer({
        kind: "text",
        contentType: "text/csv; charset=utf-8",
        text: 'id,name\n1,Čačak\n2,"a, b"\n',
      }),
    );
    expect(model.views).toEqual(["table", "columns", "chart", "raw"]);
    expect(model.table?.rows).toEqual([
      { id: 1, name: "Čačak" },
      { id: 2, name: "a, b" },
    ]);
  });

  it("shows XML, text and nested JSON without a table", () => {
    expect(
      analyzeAnswer(answer({ kind: "text", contentType: "application/xml", text: "<a/>" })).views,
    ).toEqual(["raw"]);
    expect(analyzeAnswer(answer({ json: { a: { b: 1 } } })).views).toEqual(["tree", "raw"]);
    expect(analyzeAnswer(answer({ kind: "empty" })).views).toEqual([]);
  });

  it("puts the geometry type first in a GeoJSON table", () => {
    const model = analyzeAnswer(
      answer({
        json: {
          type: "FeatureCollection",
          features: [
            {
              type: "Feature",
              properties: { name: "Park" },
              geometry: {
                type: "Polygon",
                coordinates: [
                  [
                    [0, 0],
                    [1, 0],
                    [1, 1],
                    [0, 0],
                  ],
                ],
              },
            },
          ],
        },
      }),
    );
    expect(model.table?.columns.map((column) => column.key)).toEqual(["geometry", "name"]);
    expect(model.table?.rows[0]).toEqual({ name: "Park", geometry: "Polygon" });
    const outline = geoOutline(model.features ?? []);
    expect(outline?.path.startsWith("M")).toBe(true);
    expect(outline?.path.endsWith("Z")).toBe(true);
  });
});

describe("chooseView and file names", () => {
  it("honours a view the answer has, else takes the first", () => {
    expect(chooseView(["table", "tree", "raw"], "tree")).toBe("tree");
    expect(chooseView(["tree", "raw"], "table")).toBe("tree");
    expect(chooseView([], null)).toBeNull();
  });

  it("names the download after what it is", () => {
    expect(answerFileName("s", answer({}))).toBe("s-api.json");
    expect(answerFileName("s", answer({ kind: "text", contentType: "text/xml" }))).toBe(
      "s-api.xml",
    );
  });
});

describe("proxyFailureTitle", () => {
  const http = (status: number) =>
    new ApiError({ kind: "http", status, method: "POST", url: "/api/proxy" });
  it("says which case it is", () => {
    expect(proxyFailureTitle(http(401))).toMatch(/credentials/);
    expect(proxyFailureTitle(http(403))).toMatch(/credentials/);
    expect(proxyFailureTitle(http(404))).toMatch(/no API/);
    expect(proxyFailureTitle(http(400))).toMatch(/refused/);
    expect(
      proxyFailureTitle(
        new ApiError({ kind: "timeout", method: "POST", url: "/x", timeoutMs: 30_000 }),
      ),
    ).toMatch(/in time/);
    expect(
      proxyFailureTitle(
        new ApiError({ kind: "portal-error", status: 200, method: "POST", url: "/x" }),
      ),
    ).toMatch(/error instead of data/);
  });
  it("tells an answer that broke off from one that never came", () => {
    const network = (status: number | null) =>
      new ApiError({ kind: "network", status, method: "POST", url: "/api/proxy" });
    expect(proxyFailureTitle(network(null))).toBe("Could not reach the portal");
    expect(proxyFailureTitle(network(200))).toBe("The answer was cut off");
  });
});
