import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it, vi } from "vitest";
import { datasetKeys } from "../queries/dataset-keys.ts";
import { saveOnKeptChanges } from "./persistence.ts";

describe("saveOnKeptChanges", () => {
  it("saves when a dataset's detail comes, changes or goes, and not for the engine's answers", () => {
    const client = new QueryClient();
    const save = vi.fn();
    const stop = saveOnKeptChanges(client, save);

    // What each key of the search box writes: its results, and the answers asked ahead.
    client.setQueryData(["city", "answers", "1", false, "results", { q: "b" }], { total: 3 });
    client.setQueryData(["city", "answers", "1", false, "results", { q: "bu" }], { total: 1 });
    client.setQueryData(datasetKeys.list("city"), { portal: "city", count: 3 });
    expect(save).not.toHaveBeenCalled();

    client.setQueryData(datasetKeys.detail("city", "budget"), { objects: [] });
    const afterAdded = save.mock.calls.length;
    expect(afterAdded).toBeGreaterThan(0);
    client.setQueryData(datasetKeys.detail("city", "budget"), { objects: [{ id: "a" }] });
    const afterUpdated = save.mock.calls.length;
    expect(afterUpdated).toBeGreaterThan(afterAdded);
    client.removeQueries({ queryKey: datasetKeys.detail("city", "budget") });
    expect(save.mock.calls.length).toBeGreaterThan(afterUpdated);

    stop();
    save.mockClear();
    client.setQueryData(datasetKeys.detail("city", "parks"), { objects: [] });
    expect(save).not.toHaveBeenCalled();
  });
});
