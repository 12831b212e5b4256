// A change to ink 6's build/dom.js made when the application is bundled (scripts/ink-patched.mjs): a Text whose content
// changed marks its layout node dirty only when the new content measures to another size than Yoga was given for it.
// ink marked the Text's Yoga node dirty on every change of its text, and Yoga then laid out again the node and every
// ancestor up to the root, calling back into JavaScript through embind to measure it: once a second the table's body,
// the header's clock and the system panels' values changed inside boxes of the same size, and the frame's layout cost
// the main thread ~1 ms/s it computed to the same places (issue 31, s43 mainframe).
//
// How: ink's measure callback answers either the text's own size (its widest line and its line count, where that fits
// the width Yoga offers) or the size of the text wrapped or cut to that width. Each Text remembers the own size it
// answered with since its node was last marked dirty, and whether every answer was that own size (Yoga keeps the
// measurements of a node, and clears them when it measures the node dirty again: what it reuses came from these
// answers). A change of text puts the Text on a list instead; just before the root's layout, each listed Text still in
// the tree is marked dirty (and forgets) unless every answer it gave was its own size and its new text's own size is
// the same: then every answer Yoga kept is still the one it would get, and it reuses them. A Text that was wrapped or
// cut, or never measured since it was last marked, keeps ink's behaviour (dirty). Checking costs one measurement of
// the new text (ink's cached measureText), no wrapping. Nothing changes for Boxes, styles or the tree's shape (their
// own setters mark Yoga nodes as before).

/** ink's createNode line that gives a Text its measure callback. */
const MEASURE = `        node.yogaNode?.setMeasureFunc(measureTextNode.bind(null, node));
`;
const MEASURE_REMEMBERED = `        node.yogaNode?.setMeasureFunc(measureTextNode.bind(null, node));
    }
    if (nodeName === 'ink-root') {
        // scripts/ink-layout-on-resize.mjs: the Texts whose content changed are measured again before the layout.
        const calculateLayout = node.yogaNode.calculateLayout;
        node.yogaNode.calculateLayout = function (...args) {
            markResizedTexts();
            return calculateLayout.apply(this, args);
        };
`;

/** ink's measure callback. */
const MEASURE_TEXT = `    if (dimensions.width <= width) {
        return dimensions;
    }
    // This is happening when <Box> is shrinking child nodes and Yoga asks
    // if we can fit this text node in a <1px space, so we just tell Yoga "no"
    if (dimensions.width >= 1 && width > 0 && width < 1) {
        return dimensions;
    }
    const textWrap = node.style?.textWrap ?? 'wrap';`;
/** The same answers, each remembered (scripts/ink-layout-on-resize.mjs). */
const MEASURE_TEXT_REMEMBERED = `    if (dimensions.width <= width) {
        rememberAnswer(node, dimensions, true);
        return dimensions;
    }
    // This is happening when <Box> is shrinking child nodes and Yoga asks
    // if we can fit this text node in a <1px space, so we just tell Yoga "no"
    if (dimensions.width >= 1 && width > 0 && width < 1) {
        rememberAnswer(node, dimensions, true);
        return dimensions;
    }
    rememberAnswer(node, dimensions, false);
    const textWrap = node.style?.textWrap ?? 'wrap';`;

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
/**
 * Remembers a measure callback's answer: the text's own size, and whether the answer was that size (not wrapped or
 * cut). The own size is the same for every answer until the text changes size, when the node is marked dirty.
 */
const rememberAnswer = (node, ownSize, own) => {
    node.winprocOwnSize = ownSize;
    node.winprocOwnAnswers = (node.winprocOwnAnswers ?? true) && own;
};
/** Whether every answer since the node was last marked dirty was the text's own size, and the text still has it. */
const sameMeasuredSizes = (node) => {
    const before = node.winprocOwnSize;
    if (before === undefined || node.winprocOwnAnswers !== true) {
        return false;
    }
    const now = measureText(node.nodeName === '#text' ? node.nodeValue : squashTextNodes(node));
    return now.width === before.width && now.height === before.height;
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
        node.winprocOwnSize = undefined;
        node.winprocOwnAnswers = undefined;
        node.yogaNode.markDirty();
    }
    changedTexts.clear();
};`;

/** dom.js's source with both changes; throws when ink's code is not the expected one. */
export function layoutOnResize(source) {
  for (const [part, name] of [
    [MEASURE, "createNode's measure callback"],
    [MEASURE_TEXT, 'measureTextNode'],
    [MARK, 'markNodeAsDirty'],
  ]) {
    const at = source.indexOf(part);
    if (at < 0 || source.indexOf(part, at + 1) >= 0) {
      throw new Error(`ink's build/dom.js does not have the one ${name} this build changes: check scripts/ink-layout-on-resize.mjs against the installed ink`);
    }
  }
  return source.replace(MEASURE, MEASURE_REMEMBERED).replace(MEASURE_TEXT, MEASURE_TEXT_REMEMBERED).replace(MARK, MARK_LATER);
}
