import { msg } from "@lingui/core/macro";
import { describe, expect, it } from "vitest";
import { isRetryable } from "../api/api-error.ts";
import { FilePreviewError } from "./fetch-file.ts";

const failure = (kind: FilePreviewError["kind"], status: number | null = null) =>
  new FilePreviewError(kind, msg`The file could not be read.`, status);

describe("a file preview's failure is retried as the portal's reads are", () => {
  it("when waiting can fix it: the network, a 5xx, 408 and 429", () => {
    expect(isRetryable(failure("network"))).toBe(true);
    expect(isRetryable(failure("http", 503))).toBe(true);
    expect(isRetryable(failure("http", 408))).toBe(true);
    expect(isRetryable(failure("http", 429))).toBe(true);
  });

  it("never when it cannot: another 4xx, or a file that is not what it says", () => {
    expect(isRetryable(failure("http", 404))).toBe(false);
    expect(isRetryable(failure("http", 403))).toBe(false);
    expect(isRetryable(failure("content"))).toBe(false);
  });
});
