import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { StatusBadge } from "./status-badge.tsx";

describe("StatusBadge", () => {
  it.each([
    ["live", "Live", "bg-status-live-bg"],
    ["beta", "Beta", "bg-status-beta-bg"],
    ["testing", "Testing", "bg-status-testing-bg"],
    ["comingsoon", "Coming Soon", "bg-status-soon-bg"],
  ] as const)("shows %s as '%s' in its own colour", (status, label, colour) => {
    render(<StatusBadge status={status} />);
    const badge = screen.getByText(label);
    expect(badge).toHaveClass(colour);
    expect(badge).toHaveAttribute("data-status", status);
  });
});
