import "@testing-library/jest-dom/vitest";

// jsdom has no layout and no scrolling; the router's scroll restoration calls this on navigation.
if (typeof window !== "undefined") window.scrollTo = () => undefined;
