import { shortMarkup } from "./payloads.ts";
import { DATE_FORMS, FORMAT_FORMS, type RawDataset, SIZE_FORMS } from "./special-datasets.ts";

const PREFIX = "hostile-";
const OWNERS = ["Agency of Tests", "Агенција за тестове", "Úřad pro zkoušky", "Ταμείο Ελέγχων"];

/** Generated datasets are addressed by index, so 50,000 of them cost nothing until asked for. */
function generatedSlug(index: number): string {
  return `${PREFIX}${index}`;
}

export function generatedIndex(slug: string, count: number): number | null {
  if (!slug.startsWith(PREFIX)) return null;
  const text = slug.slice(PREFIX.length);
  if (!/^(0|[1-9]\d*)$/.test(text)) return null;
  const index = Number(text);
  return index < count ? index : null;
}

/** Cycles every owner form: a name, an embedded document, null, missing. */
function owner(index: number): RawDataset {
  const name = OWNERS[index % OWNERS.length] ?? "";
  switch (index % 4) {
    case 0:
      return { ownerName: name };
    case 1:
      return { ownerName: { _id: { $oid: "65f0c0ffee00000000000001" }, name } };
    case 2:
      return { ownerName: null };
    default:
      return {};
  }
}

export function generatedSummary(index: number): RawDataset {
  // One in seven names carries markup: enough to find by searching "onerror", cheap to render.
  const name =
    index % 7 === 0 ? shortMarkup(`Hostile dataset ${index}`) : `Hostile dataset ${index}`;
  return {
    _id: { $oid: `65f0c0ffee${index.toString(16).padStart(14, "0")}` },
    _etag: index.toString(36),
    slug: generatedSlug(index),
    name,
    description: index % 3 === 0 ? `Row ${index} &amp; <b>bold</b>\r\nsecond line` : null,
    ...owner(index),
    categoryName: index % 5 === 0 ? { _id: "c", name: "Robustness" } : "Robustness",
    _updated: DATE_FORMS[index % DATE_FORMS.length] ?? null,
    _created: DATE_FORMS[(index + 1) % DATE_FORMS.length] ?? null,
    ...(index % 11 === 0 ? { extra: { nested: { deeper: [1, "two", null] } } } : {}),
  };
}

export function generatedDetail(index: number): RawDataset {
  const { ownerName: _owner, categoryName: _category, ...rest } = generatedSummary(index);
  return {
    ...rest,
    objects: [
      {
        slug: "data",
        name: `Data of dataset ${index}`,
        size: SIZE_FORMS[index % SIZE_FORMS.length] ?? null,
        format: FORMAT_FORMS[index % FORMAT_FORMS.length] ?? null,
        file: `/uploads/hostile-${index}.csv`,
        url: null,
      },
    ],
  };
}
