import { useLingui } from "@lingui/react/macro";
import type { Expectation } from "../../lib/watch/watch-entry.ts";
import type { WatchFileProblem } from "../../lib/watch/watch-file.ts";

/** Each problem of an imported file as one sentence saying where and what was expected. */
export function useProblemText(): (problem: WatchFileProblem) => string {
  const { t } = useLingui();
  // JSON's own words stay as they are in every language (and in every script).
  const nothing = "null";
  const datasets = '"datasets"';
  const format = '"format"';
  const kind = '"open-data-explorer/watched-datasets"';
  const expected = (what: Expectation): string => {
    switch (what) {
      case "object":
        return t`an object`;
      case "list":
        return t`a list`;
      case "text":
        return t`a text`;
      case "slug":
        return t`a dataset's slug (a text that is not empty)`;
      case "portal-id":
        return t`a portal id (lower-case letters, digits and inner hyphens)`;
      case "time":
        return t`a time in milliseconds since 1970`;
      case "size":
        return t`a size in bytes (a whole number, 0 or more) or ${nothing}`;
      case "optional-time":
        return t`a time in milliseconds since 1970, or ${nothing}`;
      case "dataset-or-null":
        return t`a dataset (name, description, files) or ${nothing}`;
    }
  };
  return (problem) => {
    switch (problem.kind) {
      case "not-json": {
        const { detail } = problem;
        return t`The file is not JSON (${detail}).`;
      }
      case "not-a-watch-list":
        return t`The file is JSON but not an exported list of watched datasets (its ${format} is not ${kind}).`;
      case "version": {
        const version = JSON.stringify(problem.version) ?? "none";
        return t`The file's version is ${version}; this explorer reads version 1.`;
      }
      case "no-datasets":
        return t`The file has no ${datasets} list.`;
      case "duplicate": {
        const { index, first, slug } = problem;
        return t`Dataset ${index} (${slug}) repeats dataset ${first}.`;
      }
      case "entry": {
        const { index } = problem;
        return problem.problems
          .map(({ field, expected: what }) => {
            const should = expected(what);
            return field === ""
              ? t`Dataset ${index} must be ${should}.`
              : t`Dataset ${index}: "${field}" must be ${should}.`;
          })
          .join(" ");
      }
    }
  };
}
