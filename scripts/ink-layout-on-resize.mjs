// A change to ink 6's build/dom.js made when the application is bundled (scripts/ink-patched.mjs): a Text whose content
// changed marks its layout node dirty only when the new content measures to another size than Yoga was given for it.
// ink marked the Text's Yoga node dirty on every change of its text, and Yoga then laid out again the node and every
// ancestor up to the root, calling back into JavaScript through embind to measure it: once a second the table's body,
// the header's clock and the system panels' values changed inside boxes of the same size, and the frame's layout cost
// the main thread ~1 ms/s it computed to the same places (issue 31, s43 mainframe).
//
// How: the measure callback remembers the widths Yoga asked it for and the sizes it answered, since the node was last
// marked dirty (Yoga keeps at most 8 measurements of a node in its cache and clears them when it measures a dirty
// node again: what it reuses came from these calls). A change of text puts the Text on a list instead; just before
// the root's layout, each listed Text still in the tree is measured again at each remembered width, and marked dirty
// (its memory cleared) unless every answer is the same as before. Yoga then reuses what it has: the sizes it would
// have been given. More than 8 remembered widths, or a node never measured but in the list, keep ink's behaviour
// (dirty). Nothing changes for Boxes, styles or the tree's shape (their own setters mark Yoga nodes as before).

/** ink's createNode line that gives a Text its measure callback. */
const MEASURE = `        node.yogaNode?.setMeasureFunc(measureTextNode.bind(null, node));
`;
const MEASURE_REMEMBERED = `        node.yogaNode?.setMeasureFunc(measureTextNodeRemembered.bind(null, node));
    }
    if (nodeName === 'ink-root') {
        // scripts/ink-layout-on-resize.mjs: the Texts whose content changed are measured again before the layout.
        const calculateLayout = node.yogaNode.calculateLayout;
        node.yogaNode.calculateLayout = function (...args) {
            markResizedTexts();
            return calculateLayout.apply(this, args);
        };
`;

/** ink's markNodeAsDirty: the closest Yoga node is marked dirty at once. */
const MARK = `const markNodeAsDirty = (node) => {
    // Mark closest Yoga node as dirty to measure text dimensions again
    const yogaNode = findClosestYogaNode(node);
    yogaNode?.markDirty();
};`;
const MARK_LATER = `const markNodeAsDirty = (node) => {
    // scripts/ink-layout-on-resize.mjs: the Text that holds the closest Yoga node is measured again before the next
    // layout, and its node marked dirty only where its size changed (the same node ink found).
    const owner = findClosestYogaOwner(node);
    if (owner !== undefined) {
        changedTexts.add(owner);
    }
};
/** findClosestYogaNode's node, by the same rule, as the ink node that holds it. */
const findClosestYogaOwner = (node) => {
    if (!node?.parentNode) {
        return undefined;
    }
    return node.yogaNode ? node : findClosestYogaOwner(node.parentNode);
};
/** The Texts whose content changed since the last layout. */
const changedTexts = new Set();
/** Yoga's cache of one node's measurements holds at most this many (YG_MAX_CACHED_RESULT_COUNT). */
const REMEMBERED_MEASUREMENTS = 8;
/** ink's measure callback, remembering each width asked and the size answered since the node was last marked dirty. */
const measureTextNodeRemembered = function (node, width) {
    const size = measureTextNode(node, width);
    const remembered = (node.winprocMeasured ??= []);
    if (remembered.length < REMEMBERED_MEASUREMENTS * 3) {
        remembered.push(width, size.width, size.height);
    }
    else {
        node.winprocMeasuredAll = false;
    }
    return size;
};
/** Whether the Text's content measures now to every size it gave Yoga before. */
const sameMeasuredSizes = (node) => {
    const remembered = node.winprocMeasured;
    if (remembered === undefined || remembered.length === 0 || node.winprocMeasuredAll === false) {
        return false;
    }
    for (let i = 0; i < remembered.length; i += 3) {
        const size = measureTextNode(node, remembered[i]);
        if (size.width !== remembered[i + 1] || size.height !== remembered[i + 2]) {
            return false;
        }
    }
    return true;
};
/** Whether the node is in a tree under an ink root (a removed one's Yoga node may be freed already). */
const isInTree = (node) => {
    let at = node;
    while (at.parentNode) {
        at = at.parentNode;
    }
    return at.nodeName === 'ink-root';
};
/** Marks dirty the Yoga node of each changed Text still in the tree whose size changed; the others keep their layout. */
const markResizedTexts = () => {
    for (const node of changedTexts) {
        if (!isInTree(node) || sameMeasuredSizes(node)) {
            continue;
        }
        node.winprocMeasured = [];
        node.winprocMeasuredAll = true;
        node.yogaNode.markDirty();
    }
    changedTexts.clear();
};`;

/** dom.js's source with both changes; throws when ink's code is not the expected one. */
export function layoutOnResize(source) {
  for (const [part, name] of [
    [MEASURE, "createNode's measure callback"],
    [MARK, 'markNodeAsDirty'],
  ]) {
    const at = source.indexOf(part);
    if (at < 0 || source.indexOf(part, at + 1) >= 0) {
      throw new Error(`ink's build/dom.js does not have the one ${name} this build changes: check scripts/ink-layout-on-resize.mjs against the installed ink`);
    }
  }
  return source.replace(MEASURE, MEASURE_REMEMBERED).replace(MARK, MARK_LATER);
}
