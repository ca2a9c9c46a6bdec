interface RecordsTableProps {
  records: readonly Record<string, unknown>[];
  /** Rows beyond this are left out of the DOM; the caption says so. */
  limit?: number;
}

/** A plain table of JSON records: columns are the union of their keys, nested values compacted. */
export function RecordsTable({ records, limit = 200 }: RecordsTableProps) {
  const columns = [...new Set(records.flatMap((record) => Object.keys(record)))];
  const shown = records.slice(0, limit);
  return (
    <div className="table-scroll">
      <table className="records">
        <caption>
          {records.length > shown.length
            ? `First ${shown.length} of ${records.length} records`
            : `${records.length} records`}
        </caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {shown.map((record, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: records have no identity of their own
            <tr key={index}>
              {columns.map((column) => (
                <td key={column}>{compactValue(record[column])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function compactValue(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "object") {
    const json = JSON.stringify(value);
    return json.length > 80 ? `${json.slice(0, 80)}…` : json;
  }
  return String(value);
}
