/** A module's chunk, to load with `import(url)` (scripts/chunk-url.ts). */
declare module "*?chunk-url" {
  const url: string;
  export default url;
}
