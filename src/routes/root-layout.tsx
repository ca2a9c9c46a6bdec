import { useEffect, useRef } from "react";
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from "react-router-dom";
import { paths } from "../app/paths.ts";
import { portalName } from "../app/portal-info.ts";

/**
 * The frame of every page. After a navigation to another path, focus moves to the page's h1 so a
 * screen reader announces where the user arrived; changes of the query string (typing in search,
 * filters) keep focus where it is.
 */
export function RootLayout() {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new pathname is what moves focus
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading = document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <Link to={paths.catalog()} className="brand">
          Open data explorer
        </Link>
        <span className="portal-name">{portalName}</span>
        {navigation.state === "loading" ? (
          <span className="loading-bar" role="progressbar" aria-label="Loading page" />
        ) : null}
      </header>
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <ScrollRestoration />
    </>
  );
}
