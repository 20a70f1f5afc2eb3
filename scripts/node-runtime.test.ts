import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

// docs/decisions/029-node-runtime.md: npm scripts run on the Node the project brings, whatever
// Node ran npm. On a machine with Node 20 (CI's), this fails if the dev dependency stops being
// first on the scripts' PATH.
const major = (version: string) => Number(/^v?(\d+)/.exec(version)?.[1]);
const pkg = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
  devDependencies: Record<string, string>;
};

describe("the project's Node", () => {
  it("runs the scripts on the Node it brings, the major .nvmrc and engines name", () => {
    const wanted = major(readFileSync(".nvmrc", "utf8").trim());
    expect(major(pkg.devDependencies.node ?? "")).toBe(wanted);
    expect(pkg.engines.node).toBe(`>=${wanted}`);
    expect(major(process.versions.node)).toBe(wanted);
  });
});
