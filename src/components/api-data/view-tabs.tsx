import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";
import { PROXY_VIEW_LABELS, type ProxyView } from "../../lib/proxy-view.ts";

interface ViewTabsProps {
  views: readonly ProxyView[];
  current: ProxyView;
  onChange: (view: ProxyView) => void;
  children: ReactNode;
}

/** Table / Tree / Raw as an ARIA tablist: arrows move between tabs, the panel follows. */
export function ViewTabs({ views, current, onChange, children }: ViewTabsProps) {
  const idPrefix = useId();
  const tabRefs = useRef(new Map<ProxyView, HTMLButtonElement>());
  const tabId = (view: ProxyView) => `${idPrefix}-tab-${view}`;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = views.indexOf(current);
    const target = new Map<string, number>([
      ["ArrowRight", (index + 1) % views.length],
      ["ArrowLeft", (index - 1 + views.length) % views.length],
      ["Home", 0],
      ["End", views.length - 1],
    ]).get(event.key);
    const view = target === undefined ? undefined : views[target];
    if (view === undefined) return;
    event.preventDefault();
    onChange(view);
    tabRefs.current.get(view)?.focus();
  };

  return (
    <>
      <div
        role="tablist"
        aria-label="View the answer as"
        className="view-tabs"
        onKeyDown={onKeyDown}
      >
        {views.map((view) => (
          <button
            key={view}
            ref={(element) => {
              if (element) tabRefs.current.set(view, element);
              else tabRefs.current.delete(view);
            }}
            id={tabId(view)}
            type="button"
            role="tab"
            aria-selected={view === current}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={view === current ? 0 : -1}
            onClick={() => onChange(view)}
          >
            {PROXY_VIEW_LABELS[view]}
          </button>
        ))}
      </div>
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={tabId(current)}>
        {children}
      </div>
    </>
  );
}
