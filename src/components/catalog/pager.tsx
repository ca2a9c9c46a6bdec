import { Link } from "react-router-dom";

interface PagerProps {
  page: number;
  pageCount: number;
  /** The URL search of another page, so each page is a real, shareable link. */
  hrefOf: (page: number) => string;
}

export function Pager({ page, pageCount, hrefOf }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Pages" className="pager">
      {page > 1 ? <Link to={hrefOf(page - 1)}>Previous page</Link> : null}
      <span>
        Page {page} of {pageCount}
      </span>
      {page < pageCount ? <Link to={hrefOf(page + 1)}>Next page</Link> : null}
    </nav>
  );
}
