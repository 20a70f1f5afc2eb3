import { describe, expect, it } from "vitest";
import { lowerModulePreloads } from "./module-priority.ts";

describe("module preloads at low priority", () => {
  it("marks every modulepreload link, and nothing else", () => {
    const html =
      '<link rel="modulepreload" href="/assets/entry.client-1.js"/>' +
      '<link rel="modulepreload" href="/assets/root-2.js"/>' +
      '<link rel="icon" href="/favicon.svg"/><script type="module" async="">import "/a.js"</script>';
    expect(lowerModulePreloads(html)).toBe(
      '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.client-1.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root-2.js"/>' +
        '<link rel="icon" href="/favicon.svg"/><script type="module" async="">import "/a.js"</script>',
    );
  });

  it("leaves a link that already has a priority as it is, so a second pass changes nothing", () => {
    const once = lowerModulePreloads('<link rel="modulepreload" href="/a.js"/>');
    expect(lowerModulePreloads(once)).toBe(once);
    const high = '<link rel="modulepreload" href="/b.js" fetchpriority="high"/>';
    expect(lowerModulePreloads(high)).toBe(high);
  });
});
