// generated — do not edit.
// Emitter: codegen/emitters/package-info.ts; source: package.json.
// Regenerate with `npm run codegen`.

// Name and version of this package as both the application and the bridge report them.

export const PACKAGE_NAME = "winproc-tui";
export const PACKAGE_VERSION = "0.1.0";
