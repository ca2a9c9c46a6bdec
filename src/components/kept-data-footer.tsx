interface KeptDataFooterProps {
  onForget: () => void;
}

/** Says what this browser keeps between visits, and offers to forget it. */
export function KeptDataFooter({ onForget }: KeptDataFooterProps) {
  return (
    <footer className="site-footer">
      <p>
        This browser keeps the catalogs and the datasets you opened, so they show at once next time
        and offline. Nothing leaves your device.{" "}
        <button type="button" className="link-button" onClick={onForget}>
          Forget what is kept
        </button>
      </p>
    </footer>
  );
}
