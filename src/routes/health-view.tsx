import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { type ReactNode, useDeferredValue, useId } from "react";
import { Link } from "react-router-dom";
import type { CatalogHandle } from "../catalog/types.ts";
import { FilePanel } from "../components/health/file-panel.tsx";
import { FreshnessSection } from "../components/health/freshness-section.tsx";
import { GroupTables } from "../components/health/group-tables.tsx";
import { HealthIntro } from "../components/health/health-intro.tsx";
import type { HealthLinks } from "../components/health/health-links.ts";
import { LinkPanel } from "../components/health/link-panel.tsx";
import { MetadataSection } from "../components/health/metadata-section.tsx";
import { useFormat } from "../i18n/use-format.ts";
import type { AppPortal } from "../portals/portals.ts";
import { catalogNow, catalogQueries, versionsOf } from "../queries/catalog-queries.ts";
import { healthQueries } from "../queries/health-queries.ts";
import { useHealthWork } from "./use-health-work.ts";
import "../components/health/health.css";

interface HealthViewProps {
  readonly title: string;
  readonly scope: readonly AppPortal[];
  readonly scopeKey: string;
  readonly handles: readonly (CatalogHandle | undefined)[];
  readonly across: boolean;
  /** Portals whose list has not come yet (across portals). */
  readonly waiting: number;
  readonly links: HealthLinks;
  /** Across portals: the alerts of portals whose list could not be read. */
  readonly notices?: ReactNode;
}

/** The page: the list's figures from the engine, and the files and links read on request. */
export function HealthView({
  title,
  scope,
  scopeKey,
  handles,
  across,
  waiting,
  links,
  notices,
}: HealthViewProps) {
  const { t } = useLingui();
  const format = useFormat();
  const baseId = useId();
  const now = catalogNow();
  const health = useQuery(catalogQueries.health(scope, versionsOf(handles), across, now));
  const kept = useQuery(healthQueries.kept(scopeKey));
  const work = useHealthWork(useQueryClient(), scope, across, scopeKey);
  const arriving = handles.some((handle) => handle?.arriving);
  // The sections render from the figures in a render React may pause, so a big catalog's
  // tables and chart never hold the page in one long task.
  const figures = useDeferredValue(health.data ?? null);
  const files = kept.data?.files ?? null;
  const portalName = (id: string) => scope.find((portal) => portal.id === id)?.name ?? id;
  return (
    <article className="page health-page">
      <title>{title}</title>
      <h1>{title}</h1>
      <HealthIntro
        waiting={waiting}
        arriving={arriving}
        working={figures === null ? health.isFetching || waiting > 0 : null}
      />
      {notices}
      {figures ? (
        <>
          <FreshnessSection
            figures={figures}
            links={links}
            arriving={arriving}
            headingId={`${baseId}-fresh`}
          />
          <GroupTables
            figures={figures}
            links={links}
            across={across}
            portalName={portalName}
            orgFiles={files?.health.organizations ?? null}
            baseId={baseId}
          />
          <MetadataSection
            figures={figures}
            files={files?.health ?? null}
            links={links}
            headingId={`${baseId}-meta`}
          />
        </>
      ) : null}
      <FilePanel
        kept={files}
        work={work}
        links={links}
        headingId="health-files"
        catalogSize={figures?.total ?? 0}
      />
      <LinkPanel
        report={kept.data?.links ?? null}
        work={work}
        datasetOf={links.datasetOf}
        portalName={portalName}
        across={across}
      />
      <p>
        <Link to={links.catalogOf({})}>
          <Trans>Back to the catalog</Trans>
        </Link>
      </p>
      <span className="visually-hidden">{t`Figures as of ${format.dateTime(now)}`}</span>
    </article>
  );
}
