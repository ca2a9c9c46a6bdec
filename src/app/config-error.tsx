/** The explorer cannot start without its portals: say what is wrong and what a host must fix. */
export function ConfigError({ message }: { message: string }) {
  return (
    <main id="main" className="page">
      <h1>The explorer is not set up</h1>
      <div role="alert" className="alert">
        <p className="alert-title">The list of portals could not be read</p>
        <p className="alert-message">{message}</p>
        <button type="button" onClick={() => window.location.reload()}>
          Try again
        </button>
      </div>
      <p>
        A host lists the portals in <code>portals.json</code> beside <code>index.html</code>: a JSON
        array of <code>{'{"id": "…", "name": "…", "api": "https://host/api"}'}</code>.
      </p>
    </main>
  );
}
