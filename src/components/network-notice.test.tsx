import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { English } from "../test/english.tsx";
import { OfflineBanner } from "./network-notice.tsx";
import { RefreshFailedNotice } from "./refresh-failed-notice.tsx";

afterEach(cleanup);

describe("network notices", () => {
  it("say when the browser is offline, and nothing when it is online", () => {
    const { rerender } = render(<OfflineBanner offline={false} />, { wrapper: English });
    expect(screen.queryByRole("status")).toBeNull();
    rerender(<OfflineBanner offline />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "You are offline; showing what was already loaded.",
    );
  });

  it("list failed refreshes and can be dismissed", () => {
    const onDismiss = vi.fn();
    render(
      <RefreshFailedNotice
        errors={[new Error("The portal answered 503"), new Error("The portal answered 503")]}
        onDismiss={onDismiss}
      />,
      {
        wrapper: English,
      },
    );
    expect(screen.getByRole("status")).toHaveTextContent("Could not refresh");
    expect(screen.getByRole("status")).toHaveTextContent("The portal answered 503");
    fireEvent.click(screen.getByRole("button", { name: "Dismiss" }));
    expect(onDismiss).toHaveBeenCalledOnce();
  });

  it("render nothing when no refresh failed", () => {
    render(<RefreshFailedNotice errors={[]} onDismiss={() => undefined} />, { wrapper: English });
    expect(screen.queryByRole("status")).toBeNull();
  });
});
