import { htmlToText } from "../../api/html-text.ts";
import type { DatasetDetail } from "../../api/types.ts";

export interface JsonLdInput {
  readonly dataset: DatasetDetail;
  readonly organization: string | null;
  readonly portal: string;
  readonly permalink: string;
}

function isoDate(ms: number | null): string | undefined {
  return ms === null ? undefined : new Date(ms).toISOString();
}

/** schema.org `Dataset` for search engines (Google Dataset Search reads it from the page head). */
export function datasetJsonLd({ dataset, organization, portal, permalink }: JsonLdInput) {
  return {
    "@context": "https://schema.org",
    "@type": "Dataset",
    name: dataset.name || dataset.slug,
    url: permalink,
    identifier: permalink,
    // Search engines want text: tags are dropped, never interpreted.
    description: htmlToText(dataset.description) || undefined,
    dateCreated: isoDate(dataset.created.ms),
    dateModified: isoDate(dataset.updated.ms),
    creator: organization ? { "@type": "Organization", name: organization } : undefined,
    includedInDataCatalog: { "@type": "DataCatalog", name: portal },
    distribution: dataset.objects
      .filter((object) => object.file.href !== null)
      .map((object) => ({
        "@type": "DataDownload",
        name: object.name || object.slug,
        encodingFormat: object.format.label || undefined,
        contentUrl: object.file.href,
        contentSize: object.size.bytes === null ? undefined : `${object.size.bytes} B`,
      })),
  };
}

/** JSON that cannot close the <script> element it sits in, whatever the portal's text holds. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}
