import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { createI18n } from "./messages.ts";

// The catalog's own message (catalog-view.tsx's result count), compiled from the real catalogs.
const count = (resultCount: number) =>
  msg`${plural(resultCount, { 0: "No datasets", one: "# dataset", other: "# datasets" })}`;

import { plural } from "@lingui/core/macro";

describe("Serbian plurals", async () => {
  const [en, latin, cyrillic] = await Promise.all([
    createI18n("en"),
    createI18n("sr-Latn"),
    createI18n("sr-Cyrl"),
  ]);
  it("use one, few and other, in both scripts", () => {
    const say = (i18n: typeof en, n: number) => i18n._(count(n));
    expect([1, 2, 5, 21, 22, 25, 1234].map((n) => say(latin, n))).toEqual([
      "1 skup podataka",
      "2 skupa podataka",
      "5 skupova podataka",
      "21 skup podataka",
      "22 skupa podataka",
      "25 skupova podataka",
      "1.234 skupa podataka",
    ]);
    expect([1, 2, 5].map((n) => say(cyrillic, n))).toEqual([
      "1 скуп података",
      "2 скупа података",
      "5 скупова података",
    ]);
    expect([0, 1, 2].map((n) => say(en, n))).toEqual(["No datasets", "1 dataset", "2 datasets"]);
  });
});
