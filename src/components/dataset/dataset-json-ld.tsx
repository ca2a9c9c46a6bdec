import { useEffect } from "react";
import { jsonLdText } from "./json-ld.ts";

/** Puts the dataset's JSON-LD in the document head while the page is shown; text only, never HTML. */
export function DatasetJsonLd({ data }: { data: unknown }) {
  const text = jsonLdText(data);
  useEffect(() => {
    const script = document.createElement("script");
    script.type = "application/ld+json";
    script.dataset.owner = "dataset-page";
    script.textContent = text;
    document.head.append(script);
    return () => script.remove();
  }, [text]);
  return null;
}
