// The working Tracking List: case-insensitive process names (spec §10 "Tracking and Investigation Profiles").

/** The list with `processName` added, or removed when it is already tracked; names compare case-insensitively. */
export function toggledTrackingNames(names: readonly string[], processName: string): string[] {
  const key = processName.toLowerCase();
  return names.includes(key) ? names.filter((name) => name !== key) : [...names, key];
}
