// Performs the Graph workspace's keys (panels/graphs/keys.ts): what the Graphs show is App state (MCP shares the
// range, cursor and markers), so most keys are App actions; showing the Samples inspector is the panel's own.
import type { PanelKeyId } from '../../keymap.js';
import type { PanelContext } from '../context.js';

export function performGraphsKey(id: PanelKeyId<'graphs'>, ctx: PanelContext): void {
  const graphs = ctx.store.actions.graphs;
  switch (id) {
    case 'graph_up':
      return graphs.moveActive(-1);
    case 'graph_down':
      return graphs.moveActive(1);
    case 'cursor_left':
      return graphs.moveCursor(-1);
    case 'cursor_right':
      return graphs.moveCursor(1);
    case 'pan_back':
      return graphs.pan(-1);
    case 'pan_forward':
      return graphs.pan(1);
    case 'span_longer':
      return graphs.stepSpan(1);
    case 'span_shorter':
      return graphs.stepSpan(-1);
    case 'fit':
      return graphs.fit();
    case 'marker_a':
      return graphs.setMarker('a');
    case 'marker_b':
      return graphs.setMarker('b');
    case 'jump_a':
      return graphs.jumpToMarker('a');
    case 'jump_b':
      return graphs.jumpToMarker('b');
    case 'clear_markers':
      return graphs.clearMarkers();
    case 'display_mode':
      return graphs.toggleDisplayMode();
    case 'zero_axis':
      return graphs.toggleZeroAxis();
    case 'graph_columns':
      return graphs.cycleColumns();
    case 'remove_graph':
      return graphs.removeActive();
    case 'samples_toggle':
      return ctx.graphs.dispatch({ type: 'toggle_samples' });
  }
}
