import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";
import type { DescribedFilter, FilesFilter } from "../../lib/url-state.ts";

interface FileFiltersProps {
  /** The formats the engine knows the files of these portals in ("" for none given). */
  readonly knownFormats: readonly string[];
  readonly formats: readonly string[];
  readonly files: FilesFilter;
  readonly described: DescribedFilter;
  /** The health page, where every dataset's files are read (the formats are known after). */
  readonly healthHref: string;
  readonly onChange: (patch: {
    formats?: string[];
    files?: FilesFilter;
    described?: DescribedFilter;
  }) => void;
}

/** Known formats first, then any the URL asks for; "none given" last. */
function formatOptions(known: readonly string[], selected: readonly string[]): string[] {
  const all = [...new Set([...known, ...selected])];
  return [...all.filter((format) => format !== "").sort(), ...(all.includes("") ? [""] : [])];
}

/**
 * The filters the health page's figures lead to: files by format, datasets with no files (both
 * known once every dataset's files were read there), and datasets with no description.
 */
export function FileFilters(props: FileFiltersProps) {
  const { knownFormats, formats, files, described, healthHref, onChange } = props;
  const { t } = useLingui();
  const options = formatOptions(knownFormats, formats);
  const toggle = (format: string) =>
    onChange({
      formats: formats.includes(format)
        ? formats.filter((item) => item !== format)
        : [...formats, format],
    });
  return (
    <>
      <fieldset className="facet">
        <legend>
          <Trans>Files</Trans>
        </legend>
        {knownFormats.length === 0 ? (
          <p className="facet-note">
            <Trans>
              Known once every dataset's files are read on{" "}
              <Link to={healthHref}>the portal's health page</Link>.
            </Trans>
          </p>
        ) : null}
        {knownFormats.length > 0 || files !== "" ? (
          // Apart from the formats' list, which scrolls: always in view.
          <ul className="facet-values">
            <li>
              <label>
                <input
                  type="checkbox"
                  checked={files === "none"}
                  onChange={() => onChange({ files: files === "none" ? "" : "none" })}
                />{" "}
                <Trans>with no files</Trans>
              </label>
            </li>
          </ul>
        ) : null}
        {options.length > 0 ? (
          <ul className="facet-values">
            {options.map((format) => (
              <li key={format}>
                <label>
                  <input
                    type="checkbox"
                    checked={formats.includes(format)}
                    onChange={() => toggle(format)}
                  />{" "}
                  {format === "" ? t`format: none given` : format}
                </label>
              </li>
            ))}
          </ul>
        ) : null}
      </fieldset>
      <fieldset className="facet">
        <legend>
          <Trans>Description</Trans>
        </legend>
        <ul className="facet-values">
          <li>
            <label>
              <input
                type="checkbox"
                checked={described === "none"}
                onChange={() => onChange({ described: described === "none" ? "" : "none" })}
              />{" "}
              <Trans>with no description</Trans>
            </label>
          </li>
        </ul>
      </fieldset>
    </>
  );
}
