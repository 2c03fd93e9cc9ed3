/**
 * `gatsby serve` and `gatsby develop` load a function's bundle afresh for every request: they delete it
 * from `require.cache` and require it again. Node still lists each copy among the loading module's
 * `children`, so every request keeps another ≈1.4 MB bundle alive until the server runs out of memory
 * (≈900 requests here). Called as a function bundle loads, this drops the older copies from those lists.
 */
export function releaseEarlierFunctionCopies(): void {
  if (typeof __non_webpack_require__ !== 'function') return;
  const isFunctionBundle = (module: NodeJS.Module) => /[\\/]\.cache[\\/]functions[\\/]/.test(module.filename);
  for (const loader of Object.values(__non_webpack_require__.cache)) {
    if (!loader?.children.some(isFunctionBundle)) continue;
    const newest = new Map<string, NodeJS.Module>();
    for (const child of loader.children) if (isFunctionBundle(child)) newest.set(child.filename, child);
    loader.children = loader.children.filter((child) => !isFunctionBundle(child) || newest.get(child.filename) === child);
  }
}
