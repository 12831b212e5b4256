// The tree view (F5), as htop draws it: each row under its verified parent (the parent lifetime the model observed,
// not merely a parent PID), siblings in the table's sort order, and the branch drawn before the name.
import type { ProcessRowView } from '../../../app/view.js';

export interface TreeLayout {
  /** The rows depth-first: every parent before its children. */
  readonly rows: ProcessRowView[];
  /** The branch drawn before each row's name ("├─ ", "│  └─ "...), by row key; roots have none. */
  readonly prefixes: ReadonlyMap<string, string>;
}

/**
 * `sorted` in tree order. A row whose parent is not among `sorted` (filtered out, exited, never observed) is a
 * root; a parent link that would loop (which verified start times rule out) is cut where it closes.
 */
export function treeLayout(sorted: readonly ProcessRowView[]): TreeLayout {
  const present = new Set(sorted.map((row) => row.key));
  const children = new Map<string, ProcessRowView[]>();
  const roots: ProcessRowView[] = [];
  for (const row of sorted) {
    if (row.parentKey !== null && row.parentKey !== row.key && present.has(row.parentKey)) {
      const siblings = children.get(row.parentKey);
      if (siblings) siblings.push(row);
      else children.set(row.parentKey, [row]);
    } else {
      roots.push(row);
    }
  }
  const rows: ProcessRowView[] = [];
  const prefixes = new Map<string, string>();
  const visited = new Set<string>();
  const visit = (row: ProcessRowView, indent: string, branch: string) => {
    if (visited.has(row.key)) return;
    visited.add(row.key);
    rows.push(row);
    if (branch !== '') prefixes.set(row.key, indent + branch);
    const kids = children.get(row.key) ?? [];
    const childIndent = branch === '' ? '' : indent + (branch === '└─ ' ? '   ' : '│  ');
    kids.forEach((kid, i) => visit(kid, childIndent, i === kids.length - 1 ? '└─ ' : '├─ '));
  };
  for (const root of roots) visit(root, '', '');
  // Rows on a parent loop were reached by no root: they follow as roots of their own.
  for (const row of sorted) if (!visited.has(row.key)) visit(row, '', '');
  return { rows, prefixes };
}
