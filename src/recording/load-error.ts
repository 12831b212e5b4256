// Why a saved log could not be loaded, as its own small module: the application and the MCP worker name these
// failures without loading the reader and the recording validators, which only a load needs (issue 31).

/** Why a log could not be loaded; the loader reports each with its own spec error code. */
export type LogLoadFailure = 'empty' | 'not_a_recording' | 'unsupported_version' | 'parse_error' | 'over_budget' | 'unreadable' | 'cancelled' | 'timeout';

export class LogLoadError extends Error {
  constructor(
    readonly kind: LogLoadFailure,
    message: string,
    /** The 1-based line the failure is about, when it is about one. */
    readonly line: number | null = null,
  ) {
    super(message);
    this.name = 'LogLoadError';
  }
}
