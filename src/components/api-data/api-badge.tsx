import { Plural } from "@lingui/react/macro";
import type { DatasetObject } from "../../api/types.ts";
import "./api-data.css";

interface ApiBadgeProps {
  objects: readonly DatasetObject[];
}

/**
 * Says a dataset has an attached API. It needs the dataset's objects, which only the detail carries,
 * so it belongs on the dataset page, not in catalog results.
 */
export function ApiBadge({ objects }: ApiBadgeProps) {
  const count = objects.filter((object) => object.isApi).length;
  if (count === 0) return null;
  return (
    <p className="api-badge">
      <span className="badge">API</span>{" "}
      <Plural
        value={count}
        one="This dataset has an attached API"
        other="This dataset has # attached APIs"
      />
    </p>
  );
}
