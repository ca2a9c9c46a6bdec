import { type KeyboardEvent, type ReactNode, useId, useRef } from "react";

interface ViewTabsProps<View extends string> {
  views: readonly View[];
  labels: Readonly<Record<View, string>>;
  /** Names the tab list: "View the answer as". */
  label: string;
  current: View;
  onChange: (view: View) => void;
  children: ReactNode;
}

/** Table / Tree / Raw as an ARIA tablist: arrows move between tabs, the panel follows. */
export function ViewTabs<View extends string>({
  views,
  labels,
  label,
  current,
  onChange,
  children,
}: ViewTabsProps<View>) {
  const idPrefix = useId();
  const tabRefs = useRef(new Map<View, HTMLButtonElement>());
  const tabId = (view: View) => `${idPrefix}-tab-${view}`;

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
      <div role="tablist" aria-label={label} className="view-tabs" onKeyDown={onKeyDown}>
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
            {labels[view]}
          </button>
        ))}
      </div>
      <div id={`${idPrefix}-panel`} role="tabpanel" aria-labelledby={tabId(current)}>
        {children}
      </div>
    </>
  );
}
