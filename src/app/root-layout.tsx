import { Trans, useLingui } from "@lingui/react/macro";
import { useQueryClient } from "@tanstack/react-query";
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from "react";
import {
  Link,
  NavLink,
  Outlet,
  ScrollRestoration,
  useLocation,
  useMatch,
  useNavigate,
  useNavigation,
} from "react-router-dom";
import { HeaderSelect } from "../components/header-select.tsx";
import { KeptDataFooter } from "../components/kept-data-footer.tsx";
import { LanguagePicker } from "../components/language-picker.tsx";
import { OfflineBanner } from "../components/network-notice.tsx";
import { ReleaseNotice } from "../components/release-notice.tsx";
import { ThemePicker } from "../components/theme-picker.tsx";
import { WatchedLink } from "../components/watch/watched-link.tsx";
import { paths } from "../lib/app-paths.ts";
import { whenIdle } from "../lib/when-idle.ts";
import { usePortalOfRoute, usePortals } from "../portals/portals-context.tsx";
import { catalogEngineOf } from "../queries/catalog-queries.ts";
import { ListsReadAcrossPages } from "./lists-read-across-pages.tsx";
import { thisRelease } from "./release.ts";
import { useRelease } from "./release-context.tsx";
import { useOffline, useRefreshFailures } from "./use-network-status.ts";
import { useWatchedCount } from "./use-watched-count.ts";

/**
 * The frame of every page. After a navigation to another path, focus moves to the page's h1 (or to
 * the heading of the panel the path opened, marked `data-route-focus`) so a screen reader announces
 * where the user arrived; changes of the query string (typing in search,
 * filters) keep focus where it is. Being offline, or a refresh failing behind data already shown,
 * is said in notices above the page, which keeps what it shows.
 */
// Only a failed refresh shows it, so a visit that goes well never downloads it.
const RefreshFailedNotice = lazy(async () => ({
  default: (await import("../components/refresh-failed-notice.tsx")).RefreshFailedNotice,
}));

/** The Portal control's value for All portals; no portal id can be it (see portals-config.ts). */
const ALL = "all";

interface RootLayoutProps {
  /** Called once the first page is shown (the router's loaders are done): work that can wait. */
  onFirstPageShown?: () => void;
}

export function RootLayout({ onFirstPageShown }: RootLayoutProps) {
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);
  const offline = useOffline();
  const queryClient = useQueryClient();
  const refreshFailures = useRefreshFailures(queryClient);
  const portals = usePortals();
  const current = usePortalOfRoute();
  const allOpen = useMatch(paths.allPortals()) !== null;
  const allHealthOpen = useMatch(paths.allHealth()) !== null;
  const navigate = useNavigate();
  const home = current ?? portals.first;
  const healthOpen = useMatch(paths.health(home)) !== null;
  const isHealthPage = allHealthOpen || healthOpen;
  const catalogOpen = useMatch(paths.catalog(home)) !== null;
  // The portals a catalog or health page is of. Another page (a dataset, the watched list) is
  // among the portals of the last such page when it is of one of them: a dataset opened from All
  // portals leaves the other portals' lists reading on behind it.
  const listed = allOpen || allHealthOpen || catalogOpen || healthOpen;
  const listedHere = useMemo(
    () => (allOpen || allHealthOpen ? portals.list : current ? [current] : []),
    [allOpen, allHealthOpen, portals, current],
  );
  const [lastListed, setLastListed] = useState(listedHere);
  useEffect(() => {
    if (listed) setLastListed(listedHere);
  }, [listed, listedHere]);
  const amongPortals =
    !listed && (current === null || lastListed.includes(current)) ? lastListed : listedHere;
  const loading = navigation.state === "loading";
  const { t } = useLingui();
  const release = useRelease();
  const watchedCount = useWatchedCount();

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for the first page
  useEffect(() => (onFirstPageShown ? whenIdle(onFirstPageShown) : undefined), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the new pathname is what moves focus
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    const heading =
      document.querySelector<HTMLElement>("main [data-route-focus]") ??
      document.querySelector<HTMLElement>("main h1");
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Skip to content</Trans>
      </a>
      <header className="site-header">
        <Link to={paths.catalog(home)} className="brand">
          <Trans>Open data explorer</Trans>
        </Link>
        {portals.several ? (
          <HeaderSelect
            className="portal-picker"
            label={t`Portal`}
            choices={[
              ...portals.list.map((portal) => ({ value: portal.id, label: portal.name })),
              { value: ALL, label: t`All portals` },
            ]}
            value={allOpen || allHealthOpen ? ALL : (current?.id ?? "")}
            onChoose={(value) => {
              const portal = portals.byId(value);
              // On a health page, the other portal's health; elsewhere its catalog.
              if (isHealthPage) navigate(portal ? paths.health(portal) : paths.allHealth());
              else navigate(portal ? paths.catalog(portal) : paths.allPortals());
            }}
          />
        ) : (
          <span className="portal-name">{portals.first.name}</span>
        )}
        <WatchedLink count={watchedCount} />
        <NavLink
          to={allOpen || allHealthOpen ? paths.allHealth() : paths.health(home)}
          className="health-link"
        >
          <Trans>Portal health</Trans>
        </NavLink>
        <span className="header-controls">
          <LanguagePicker />
          <ThemePicker />
        </span>
        {loading ? (
          <>
            <span className="loading-bar" role="progressbar" aria-label={t`Loading page`} />
            <span role="status" className="visually-hidden">
              <Trans>Loading the page…</Trans>
            </span>
          </>
        ) : null}
      </header>
      <OfflineBanner offline={offline} />
      {release ? <ReleaseNotice state={release.state} onReload={release.reload} /> : null}
      {refreshFailures.errors.length > 0 ? (
        <Suspense fallback={null}>
          <RefreshFailedNotice
            errors={refreshFailures.errors}
            onDismiss={refreshFailures.dismiss}
          />
        </Suspense>
      ) : null}
      <main id="main" tabIndex={-1} aria-busy={loading}>
        <Outlet />
      </main>
      <KeptDataFooter
        release={thisRelease}
        watchedCount={watchedCount ?? 0}
        onForget={async (alsoWatched) => {
          const { forgetKept } = await import("./persistence.ts");
          if (alsoWatched) await (await import("../queries/watch-queries.ts")).forgetWatched();
          queryClient.clear();
          await forgetKept(catalogEngineOf(queryClient));
          (await import("../routes/recently-viewed.ts")).clearRecentlyViewed();
          window.location.reload();
        }}
      />
      <ScrollRestoration />
      <ListsReadAcrossPages portals={amongPortals} />
    </>
  );
}
