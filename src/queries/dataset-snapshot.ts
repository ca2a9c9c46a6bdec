import type { DatasetDetail } from "../api/types.ts";
import type { DatasetSnapshot } from "../lib/watch/watch-snapshot.ts";

/** What a reader sees of a dataset on its page, as a watch keeps it. */
export function snapshotOf(dataset: DatasetDetail): DatasetSnapshot {
  return {
    name: dataset.name || dataset.slug,
    description: dataset.description,
    files: dataset.objects.map((object) => ({
      name: object.name || object.slug,
      url: object.file.href ?? object.url.href ?? object.file.text ?? object.url.text,
      format: object.format.label,
      size: object.size.bytes,
      date: object.updated.ms,
    })),
  };
}
