export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The array of records inside an answer: the answer itself, or the one array an object holds. */
export function findRecords(value: unknown): Record<string, unknown>[] | null {
  if (Array.isArray(value)) {
    return value.length > 0 && value.every(isPlainRecord) ? value : null;
  }
  if (isPlainRecord(value)) {
    const arrays = Object.values(value).filter(Array.isArray);
    if (arrays.length === 1) return findRecords(arrays[0]);
  }
  return null;
}
