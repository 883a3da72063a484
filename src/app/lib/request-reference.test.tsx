import { render, screen } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { hydrateRoot } from "react-dom/client";
import { act } from "react";
import { describe, expect, it, vi } from "vitest";
import { RequestIdContext, RequestReference } from "./request-reference.tsx";

describe("RequestReference", () => {
  it("shows the failed request's id the server gives it", () => {
    render(
      <RequestIdContext.Provider value="0123456789abcdef0123456789abcdef">
        <RequestReference />
      </RequestIdContext.Provider>,
    );
    expect(screen.getByText("0123456789abcdef0123456789abcdef").closest("p")).toHaveTextContent(
      "Reference: 0123456789abcdef0123456789abcdef",
    );
  });

  it("shows nothing where the server gives no id", () => {
    const { container } = render(<RequestReference />);
    expect(container).toBeEmptyDOMElement();
  });

  it("keeps the server's id when the page hydrates in the browser, with no mismatch", async () => {
    const html = renderToString(
      <RequestIdContext.Provider value="req-from-proxy-42">
        <RequestReference />
      </RequestIdContext.Provider>,
    );
    const host = document.createElement("div");
    host.innerHTML = html;
    document.body.append(host);
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(host, <RequestReference />, { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(host).toHaveTextContent("Reference: req-from-proxy-42");
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    host.remove();
  });
});
