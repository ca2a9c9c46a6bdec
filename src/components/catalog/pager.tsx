import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "react-router-dom";

interface PagerProps {
  page: number;
  pageCount: number;
  /** The URL of another page, so each page is a real, shareable link. */
  hrefOf: (page: number) => string;
}

export function Pager({ page, pageCount, hrefOf }: PagerProps) {
  const { t } = useLingui();
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={t`Pages`} className="pager">
      {page > 1 ? (
        <Link to={hrefOf(page - 1)}>
          <Trans>Previous page</Trans>
        </Link>
      ) : null}
      <span>
        <Trans>
          Page {page} of {pageCount}
        </Trans>
      </span>
      {page < pageCount ? (
        <Link to={hrefOf(page + 1)}>
          <Trans>Next page</Trans>
        </Link>
      ) : null}
    </nav>
  );
}
