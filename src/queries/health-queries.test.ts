import { describe, expect, it } from "vitest";
import type { LinkAnswer } from "../api/link-check.ts";
import { createLimiter } from "../lib/limiter.ts";
import type { FileLink } from "./health/file-health.ts";
import { type LinkOutcome, linkReport } from "./health/link-report.ts";
import { checkLinks } from "./health-queries.ts";
import { REQUESTS_AT_ONCE } from "./request-limiter.ts";

const ORIGIN = "http://explorer.test";

function link(file: string, fetchUrl: string | null): FileLink {
  return { portal: "p", slug: "s", dataset: "Skup", file, href: fetchUrl, fetchUrl };
}

describe("checkLinks", () => {
  it("asks for same-origin links, tries each other host once, and says why a link was not asked", async () => {
    const answers: Record<string, LinkAnswer> = {
      "/uploads/ok.csv": { kind: "status", status: 200, method: "HEAD" },
      "/uploads/gone.csv": { kind: "status", status: 404, method: "HEAD" },
      "/portals/p/uploads/err.xlsx": { kind: "status", status: 500, method: "GET" },
      "/uploads/slow.pdf": { kind: "timeout" },
      "https://closed.example/1": { kind: "no-answer", detail: "Failed to fetch" },
      "https://open.example/1": { kind: "status", status: 200, method: "HEAD" },
      "https://open.example/2": { kind: "status", status: 410, method: "HEAD" },
      "https://silent.example/1": { kind: "timeout" },
    };
    const links = [
      ...Object.keys(answers).map((url, i) => link(`f${i}`, url)),
      link("closed-2", "https://closed.example/2"),
      link("silent-2", "https://silent.example/2"),
      link("nowhere", null),
    ];
    const asked: string[] = [];
    let running = 0;
    let most = 0;
    const outcomes: [FileLink, LinkOutcome][] = [];
    await checkLinks(links, {
      signal: new AbortController().signal,
      origin: ORIGIN,
      limiter: createLimiter(REQUESTS_AT_ONCE),
      onOutcome: (one, outcome) => outcomes.push([one, outcome]),
      check: async (url) => {
        asked.push(url);
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return answers[url] ?? { kind: "no-answer", detail: "?" };
      },
    });
    expect(most).toBeLessThanOrEqual(REQUESTS_AT_ONCE);
    expect(asked).not.toContain("https://closed.example/2");
    expect(asked).not.toContain("https://silent.example/2");
    expect(outcomes).toHaveLength(links.length);
    const report = linkReport(1, outcomes, links.length, true);
    expect(report.ok).toBe(2);
    expect(
      report.broken.map((broken) => [broken.fetchUrl, broken.problem, broken.status]).sort(),
    ).toEqual(
      [
        ["/uploads/gone.csv", "status", 404],
        ["/portals/p/uploads/err.xlsx", "status", 500],
        ["/uploads/slow.pdf", "timeout", null],
        ["https://open.example/2", "status", 410],
        ["https://silent.example/1", "timeout", null],
      ].sort(),
    );
    expect(report.skipped).toEqual(
      expect.arrayContaining([
        { reason: "unreadable-host", host: "closed.example", count: 2 },
        { reason: "silent-host", host: "silent.example", count: 1 },
        { reason: "no-link", host: "", count: 1 },
      ]),
    );
    expect(report.checked + report.skipped.reduce((sum, s) => sum + s.count, 0)).toBe(links.length);
  });

  it("stops when its signal aborts", async () => {
    const stop = new AbortController();
    const links = Array.from({ length: 20 }, (_, i) => link(`f${i}`, `/uploads/${i}.csv`));
    let asked = 0;
    const done = checkLinks(links, {
      signal: stop.signal,
      origin: ORIGIN,
      limiter: createLimiter(REQUESTS_AT_ONCE),
      onOutcome: () => undefined,
      check: async (_url, signal) => {
        asked += 1;
        await new Promise((resolve, reject) => {
          setTimeout(resolve, 50);
          signal.addEventListener("abort", () => reject(signal.reason));
        });
        return { kind: "status", status: 200, method: "HEAD" };
      },
    });
    stop.abort();
    await expect(done).rejects.toBeDefined();
    expect(asked).toBeLessThanOrEqual(REQUESTS_AT_ONCE);
  });
});
