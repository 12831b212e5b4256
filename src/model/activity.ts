// What the application is doing and whether its MCP listener is up: state the App owns, the MCP backend mirrors and
// reports, and the TUI shows.

export type Activity = 'live' | 'recording' | 'log_view';

export type McpListenerState =
  | { readonly state: 'disabled' }
  | { readonly state: 'starting' }
  | { readonly state: 'listening'; readonly connections: number }
  | { readonly state: 'failed'; readonly error: string };
