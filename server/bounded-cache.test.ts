import { describe, expect, it } from "vitest";
import { BoundedCache } from "./bounded-cache.ts";

const bySize = () => new BoundedCache<string, string>(10, (value) => value.length);

describe("a cache bounded by size", () => {
  it("keeps what fits and gives it back", () => {
    const cache = bySize();
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    expect(cache.get("a")).toBe("aaaa");
    expect(cache.stats).toEqual({ count: 2, size: 8 });
  });

  it("drops the least recently used values to make room, a read counting as a use", () => {
    const cache = bySize();
    cache.set("a", "aaaa");
    cache.set("b", "bbbb");
    cache.get("a");
    cache.set("c", "cccc");
    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
    expect(cache.get("c")).toBe("cccc");
    expect(cache.stats).toEqual({ count: 2, size: 8 });
  });

  it("replaces a key's value, counting only its new size", () => {
    const cache = bySize();
    cache.set("a", "aaaaaaaa");
    cache.set("a", "aa");
    expect(cache.get("a")).toBe("aa");
    expect(cache.stats).toEqual({ count: 1, size: 2 });
  });

  it("does not keep a value larger than the whole cache, nor drop others for it", () => {
    const cache = bySize();
    cache.set("a", "aaaa");
    cache.set("big", "x".repeat(11));
    expect(cache.get("big")).toBeUndefined();
    expect(cache.get("a")).toBe("aaaa");
  });
});
