/** A module's chunk, built by scripts/chunk-url.ts, to load with loadChunk (lazy-chunk.ts). */
declare module "*?chunk-url" {
  const url: import("~/framework/lazy-chunk").ChunkUrl;
  export default url;
}
