// Props equality for the TUI's memoized components, several of which are checked every frame (a table row each):
// React.memo's default comparison copies both props objects' keys into arrays at every check; this one reads them in
// place and decides the same way (issue 32: the garbage of a frame).

/** Whether two props objects have the same own keys with the same values (Object.is), as React.memo's default decides. */
export function sameProps<P extends object>(before: Readonly<P>, after: Readonly<P>): boolean {
  if (Object.is(before, after)) return true;
  let keys = 0;
  for (const key in before) {
    if (!Object.hasOwn(before, key)) continue;
    if (!Object.hasOwn(after, key) || !Object.is(before[key], after[key])) return false;
    keys++;
  }
  for (const key in after) if (Object.hasOwn(after, key)) keys--;
  return keys === 0;
}
