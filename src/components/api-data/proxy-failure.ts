import type { I18n, MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { isApiError } from "../../api/api-error.ts";

/**
 * The headline of a failed proxy request: which case it is, in words a journalist can act on. The
 * alert adds the HTTP status and the full message (method, URL, what the upstream said) below it.
 */
export function proxyFailureTitle(error: unknown, i18n: I18n): string {
  return i18n._(failureTitle(error));
}

function failureTitle(error: unknown): MessageDescriptor {
  if (!isApiError(error)) return msg`The API data could not be loaded`;
  switch (error.kind) {
    case "timeout":
      return msg`The API did not answer in time`;
    case "aborted":
      return msg`The request was cancelled`;
    case "network":
      // A status means the answer started and then broke off; no status means nothing came at all.
      return error.status === null ? msg`Could not reach the portal` : msg`The answer was cut off`;
    case "portal-error":
      return msg`The API answered with an error instead of data`;
    case "not-json":
    case "bad-shape":
      return msg`The portal’s answer could not be read`;
    case "http":
      break;
  }
  const status = error.status ?? 0;
  if (status === 401 || status === 403) {
    return msg`This API needs credentials the portal could not supply`;
  }
  if (status === 404) return msg`The portal’s proxy found no API for this dataset`;
  if (status === 400) return msg`The portal’s proxy refused the request`;
  if (status === 408 || status === 504) return msg`The API did not answer in time`;
  if (status >= 500) return msg`The portal’s proxy could not get the API data`;
  return msg`The API data could not be loaded`;
}
