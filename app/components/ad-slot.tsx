/**
 * The reserved slot of the common page layout (docs/spec/site.md §2.4). It is empty, and its height
 * is fixed, so whatever fills it later cannot shift the page.
 */
export function AdSlot() {
  return <div aria-hidden="true" data-slot="ad" className="my-6 h-[90px] w-full" />;
}
