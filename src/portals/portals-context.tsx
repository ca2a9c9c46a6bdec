import { createContext, type ReactNode, useContext } from "react";
import { useParams } from "react-router-dom";
import { type AppPortal, type Portals, portalOf } from "./portals.ts";

const PortalsContext = createContext<Portals | null>(null);

export function PortalsProvider({ portals, children }: { portals: Portals; children: ReactNode }) {
  return <PortalsContext.Provider value={portals}>{children}</PortalsContext.Provider>;
}

export function usePortals(): Portals {
  const portals = useContext(PortalsContext);
  if (portals === null) throw new Error("usePortals needs a PortalsProvider above it");
  return portals;
}

/**
 * The portal the current page is about: the one its URL names (`/p/:portal/...`), or the first
 * portal for the plain one-portal paths. Null on All portals and for an unknown id.
 */
export function usePortalOfRoute(): AppPortal | null {
  const portals = usePortals();
  return portalOf(portals, useParams().portal) ?? null;
}

/** The portal of a page that cannot be reached without one (its loader already checked the id). */
export function usePortal(): AppPortal {
  const portal = usePortalOfRoute();
  if (portal === null) throw new Error("usePortal is only for pages of one portal");
  return portal;
}
