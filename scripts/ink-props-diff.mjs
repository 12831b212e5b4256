// A change to ink 6's build/reconciler.js made when the application is bundled (scripts/ink-patched.mjs): the diff of a
// host element's old and new props (and of their style objects) that ink runs on every commit of every re-rendered Box
// and Text reads their keys in place instead of copying them into arrays. ink's `diff` made two key arrays for the
// props and two for the style, and an object even when nothing changed, and commitUpdate then copied the changes into
// an array of entries: with ~60 host elements updated per frame that was ~45 KB of a workspace frame's garbage
// (docs/testing.md, issue 32, s40 framegc). The same keys, in the same order, reach the same setters.

/** ink's diff of two props (or style) objects. */
const DIFF = `const diff = (before, after) => {
    if (before === after) {
        return;
    }
    if (!before) {
        return after;
    }
    const changed = {};
    let isChanged = false;
    for (const key of Object.keys(before)) {
        const isDeleted = after ? !Object.hasOwn(after, key) : true;
        if (isDeleted) {
            changed[key] = undefined;
            isChanged = true;
        }
    }
    if (after) {
        for (const key of Object.keys(after)) {
            if (after[key] !== before[key]) {
                changed[key] = after[key];
                isChanged = true;
            }
        }
    }
    return isChanged ? changed : undefined;
};`;

/**
 * The same diff without the arrays: own keys only, as Object.keys gives them (for...in would also list inherited
 * enumerable keys; props and style objects are plain objects, but the own-key check keeps the result exact anyway).
 */
const DIFF_IN_PLACE = `const diff = (before, after) => {
    if (before === after) {
        return;
    }
    if (!before) {
        return after;
    }
    let changed;
    for (const key in before) {
        if (!Object.hasOwn(before, key)) {
            continue;
        }
        const isDeleted = after ? !Object.hasOwn(after, key) : true;
        if (isDeleted) {
            (changed ??= {})[key] = undefined;
        }
    }
    if (after) {
        for (const key in after) {
            if (Object.hasOwn(after, key) && after[key] !== before[key]) {
                (changed ??= {})[key] = after[key];
            }
        }
    }
    return changed;
};`;

/** commitUpdate's loop over the changed props. */
const ENTRIES = `            for (const [key, value] of Object.entries(props)) {
`;
const ENTRIES_IN_PLACE = `            for (const key in props) {
                const value = props[key];
`;

/** reconciler.js's source with both changes; throws when ink's code is not the expected one. */
export function propsDiffInPlace(source) {
  for (const [part, name] of [
    [DIFF, 'diff'],
    [ENTRIES, "commitUpdate's loop"],
  ]) {
    const at = source.indexOf(part);
    if (at < 0 || source.indexOf(part, at + 1) >= 0) {
      throw new Error(`ink's build/reconciler.js does not have the one ${name} this build changes: check scripts/ink-props-diff.mjs against the installed ink`);
    }
  }
  return source.replace(DIFF, DIFF_IN_PLACE).replace(ENTRIES, ENTRIES_IN_PLACE);
}
