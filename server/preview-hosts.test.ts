import { describe, expect, it } from "vitest";
import { hostnameOf, previewHostsFromEnv } from "./preview-hosts.ts";

describe("PREVIEW_HOSTS", () => {
  it("reads comma-separated host names, in any case, with or without a port", () => {
    expect(
      previewHostsFromEnv(
        " Preview.Example.dev, unitpilot.pages.dev:8443 ,,",
        "https://unitpilot.app",
      ),
    ).toEqual(new Set(["preview.example.dev", "unitpilot.pages.dev"]));
    expect(previewHostsFromEnv(undefined, "https://unitpilot.app")).toEqual(new Set());
  });

  it("never lists the canonical host, which would redirect to itself forever", () => {
    expect(previewHostsFromEnv("unitpilot.app,www.unitpilot.app", "https://unitpilot.app")).toEqual(
      new Set(["www.unitpilot.app"]),
    );
  });

  it("compares Host headers by host name alone", () => {
    expect(hostnameOf("Preview.Example.dev:8080")).toBe("preview.example.dev");
    expect(hostnameOf("example.dev.")).toBe("example.dev");
    expect(hostnameOf("[::1]:3000")).toBe("[::1]");
    expect(hostnameOf(undefined)).toBe("");
  });
});
