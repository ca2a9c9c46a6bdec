import { describe, expect, it } from "vitest";
import { parseLink } from "./normalize-link.ts";

const ORIGIN = "https://portal.example";
const link = (raw: unknown) => parseLink(raw, ORIGIN);

describe("parseLink", () => {
  it("keeps absolute http and https links", () => {
    expect(link("http://data.example/a.csv").href).toBe("http://data.example/a.csv");
    expect(link("https://data.example/a.csv?x=1#top").href).toBe(
      "https://data.example/a.csv?x=1#top",
    );
  });

  it("encodes spaces and non-Latin characters", () => {
    expect(link("https://data.example/my file.csv").href).toBe(
      "https://data.example/my%20file.csv",
    );
    expect(link("https://data.example/čćž/данные.csv").href).toBe(
      "https://data.example/%C4%8D%C4%87%C5%BE/%D0%B4%D0%B0%D0%BD%D0%BD%D1%8B%D0%B5.csv",
    );
  });

  it("resolves portal-relative paths against the portal's origin", () => {
    expect(link("/uploads/a.pdf").href).toBe("https://portal.example/uploads/a.pdf");
    expect(link("uploads/a.pdf").href).toBe("https://portal.example/uploads/a.pdf");
  });

  it("turns protocol-relative links into https", () => {
    expect(link("//cdn.example/x.csv").href).toBe("https://cdn.example/x.csv");
  });

  it("reads an Eve media object as its file path", () => {
    const media = {
      file: "/media/5c1b.pdf",
      content_type: "application/pdf",
      name: "a.pdf",
      length: 12,
    };
    expect(link(media)).toEqual({
      raw: media,
      href: "https://portal.example/media/5c1b.pdf",
      localHref: "https://portal.example/media/5c1b.pdf",
      text: "/media/5c1b.pdf",
    });
  });

  it("reaches a proxied portal's files through the explorer's origin, and keeps the public address", () => {
    const base = { origin: "https://data.example.rs", localRoot: "/portals/rs" };
    expect(parseLink("/uploads/a b.csv", base)).toMatchObject({
      href: "https://data.example.rs/uploads/a%20b.csv",
      localHref: "/portals/rs/uploads/a%20b.csv",
    });
    expect(parseLink("https://data.example.rs/media/x.pdf?v=2", base).localHref).toBe(
      "/portals/rs/media/x.pdf?v=2",
    );
    // Files kept on another host are linked where they are.
    expect(parseLink("https://cdn.example/x.pdf", base).localHref).toBe(
      "https://cdn.example/x.pdf",
    );
    expect(parseLink("javascript:alert(1)", base).localHref).toBeNull();
  });

  it("never makes a Base64 payload clickable", () => {
    const base64 =
      "JVBERi0xLjQKJcfsj6IKNSAwIG9iago8PC9MZW5ndGggNiAwIFIvRmlsdGVyIC9GbGF0ZURlY29kZT4+CnN0cmVhbQp4nCtUMFAwAA==";
    const result = link(base64);
    expect(result.href).toBeNull();
    // 104 Base64 characters less 2 of padding: 76 bytes; the page says so in the reader's words.
    expect(result.embeddedBytes).toBe(76);
    expect(result.text).toBe("");
  });

  it("shows javascript:, data:, vbscript:, file: and other schemes as inert text", () => {
    for (const raw of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "file:///etc/passwd",
      "mailto:a@b.example",
      "ftp://files.example/a.csv",
    ]) {
      expect(link(raw)).toEqual({ raw, href: null, localHref: null, text: raw });
    }
  });

  it("sees through schemes hidden by whitespace and control characters", () => {
    expect(link("  javascript:alert(1)").href).toBeNull();
    expect(link("java\nscript:alert(1)").href).toBeNull();
    expect(link("java\tscript:alert(1)").href).toBeNull();
    expect(link("\\\\evil.example\\share").href).toBeNull();
  });

  it("gives null and empty values no href and no text", () => {
    expect(link(null)).toEqual({ raw: null, href: null, localHref: null, text: "" });
    expect(link("")).toEqual({ raw: "", href: null, localHref: null, text: "" });
    expect(link(undefined)).toEqual({ raw: undefined, href: null, localHref: null, text: "" });
  });

  it("falls back to localhost when the portal origin is unusable", () => {
    expect(parseLink("/a.pdf", "not a url").href).toBe("http://localhost/a.pdf");
    expect(parseLink("/a.pdf", "javascript:alert(1)").href).toBe("http://localhost/a.pdf");
  });
});
