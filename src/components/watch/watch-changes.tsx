import { Trans } from "@lingui/react/macro";
import { useFormat } from "../../i18n/use-format.ts";
import type { WatchChange } from "../../lib/watch/watch-snapshot.ts";

/** One change in words: which file, and from what to what. */
function ChangeText({ change }: { change: WatchChange }) {
  const format = useFormat();
  switch (change.kind) {
    case "gone": {
      // A status line, the same in every language (and never transliterated).
      const status = "404 Not Found";
      return <Trans>The dataset is gone: the portal answers {status}.</Trans>;
    }
    case "back":
      return <Trans>The dataset is back after being gone.</Trans>;
    case "name": {
      const { from, to } = change;
      return (
        <Trans>
          Renamed from “{from}” to “{to}”.
        </Trans>
      );
    }
    case "description":
      return <Trans>The description changed.</Trans>;
    case "file-added": {
      const { name } = change;
      return <Trans>File added: {name}</Trans>;
    }
    case "file-removed": {
      const { name } = change;
      return <Trans>File removed: {name}</Trans>;
    }
    case "file-size": {
      const { name } = change;
      const from = format.bytes(change.from);
      const to = format.bytes(change.to);
      return (
        <Trans>
          {name}: size changed from {from} to {to}
        </Trans>
      );
    }
    case "file-date": {
      const { name } = change;
      const from = format.date(change.from);
      const to = format.date(change.to);
      return (
        <Trans>
          {name}: date changed from {from} to {to}
        </Trans>
      );
    }
    case "file-format": {
      const { name } = change;
      const from = change.from || "—";
      const to = change.to || "—";
      return (
        <Trans>
          {name}: format changed from {from} to {to}
        </Trans>
      );
    }
    case "file-url": {
      const { name } = change;
      return <Trans>{name}: its link changed</Trans>;
    }
  }
}

export function WatchChanges({
  changes,
  label,
}: {
  changes: readonly WatchChange[];
  label: string;
}) {
  return (
    <ul className="watch-changes" aria-label={label}>
      {changes.map((change, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is rebuilt whole from one diff
        <li key={i} className={`watch-change watch-change-${change.kind}`}>
          <ChangeText change={change} />
        </li>
      ))}
    </ul>
  );
}
