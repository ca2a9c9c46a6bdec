/**
 * The JSON of what this browser keeps, written without holding the page: a catalog's datasets are
 * the bulk of it (over 100 MB at 100,000 datasets, a second and a half of JSON.stringify in one
 * task), so each list is written a slice at a time with pauses between. (Its JSON is not kept for
 * the next save: at that size it would double the page's memory.)
 */

/** Datasets written per slice: about 15 ms of JSON.stringify on a slow phone. */
const SLICE = 1000;

function pause(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

async function writeList(list: readonly unknown[]): Promise<string> {
  const parts: string[] = [];
  for (let from = 0; from < list.length; from += SLICE) {
    parts.push(JSON.stringify(list.slice(from, from + SLICE)).slice(1, -1));
    if (from + SLICE < list.length) await pause();
  }
  return `[${parts.join(",")}]`;
}

/**
 * `JSON.stringify(value)`, with every array held under the key `listKey` (a catalog's datasets)
 * written in slices.
 */
export async function stringifyInSteps(value: unknown, listKey: string): Promise<string> {
  const lists: unknown[][] = [];
  const marker = `\u{1F4E6}list-${Math.random().toString(36).slice(2)}-`;
  const skeleton = JSON.stringify(value, (key, inner: unknown) => {
    if (key !== listKey || !Array.isArray(inner)) return inner;
    lists.push(inner);
    return `${marker}${lists.length - 1}`;
  });
  let json = skeleton;
  for (const [i, list] of lists.entries()) {
    const placeholder = JSON.stringify(`${marker}${i}`);
    const at = json.indexOf(placeholder);
    json = `${json.slice(0, at)}${await writeList(list)}${json.slice(at + placeholder.length)}`;
  }
  return json;
}
