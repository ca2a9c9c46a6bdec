import { fireEvent, render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it, vi } from "vitest";
import { English } from "../test/english.tsx";
import { RecentlyViewed } from "./recently-viewed.tsx";

describe("RecentlyViewed", () => {
  it("links each dataset by name and clears on request", () => {
    const onClear = vi.fn();
    render(
      <MemoryRouter>
        <RecentlyViewed
          links={[
            {
              label: "Буџет",
              href: `/datasets/${encodeURIComponent("буџет")}`,
            },
          ]}
          onClear={onClear}
        />
      </MemoryRouter>,
      { wrapper: English },
    );
    const list = screen.getByRole("list", { name: "Recently viewed" });
    expect(list).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Буџет" })).toHaveAttribute(
      "href",
      `/datasets/${encodeURIComponent("буџет")}`,
    );
    fireEvent.click(screen.getByRole("button", { name: "Clear recently viewed" }));
    expect(onClear).toHaveBeenCalledOnce();
  });

  it("renders nothing without items", () => {
    const { container } = render(<RecentlyViewed links={[]} onClear={() => undefined} />, {
      wrapper: English,
    });
    expect(container).toBeEmptyDOMElement();
  });
});
