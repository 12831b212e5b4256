// Stand-in for the baseline Graph view of bench/workspace-process.tsx: bench/workspace.tsx bundles main's GraphView in
// its place (extracted with git); this module is what that bundle gets when main's view could not be extracted.
import type { ComponentType } from 'react';
import type { GraphsPanelView } from '../src/app/graphs/feature.js';

export const GraphView: ComponentType<{ panel: GraphsPanelView; width: number; height: number }> | null = null;
