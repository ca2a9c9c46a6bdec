/** What the app knows about the portal it runs in front of, for titles and citations. */
export const portalName: string = import.meta.env.VITE_PORTAL_NAME || "Demo open data portal";
