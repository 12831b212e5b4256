// generated — do not edit.
// Emitter: codegen/emitters/types.ts; source: schemas/config.schema.json.
// Regenerate with `npm run codegen`.

// The settings file winproc-tui.toml.

/**
 * Settings of winproc-tui, written after a successful interactive run.
 */
export interface WinprocConfig {
  /**
   * When true, the application creates no MCP listener. Default false (connections enabled).
   */
  mcp_connections_disabled?: boolean;
  /**
   * Colour theme. Default dark.
   */
  theme?: 'dark' | 'light' | 'mono';
  /**
   * Screen layout preferences.
   */
  layout?: {
    /**
     * Process table columns in display order: process metric identifiers, and `dotnet` for the .NET runtime support and collection mark.
     */
    visible_columns?: string[];
    /**
     * Column the process table sorts by: a metric identifier, pid or name.
     */
    sort_column?: string;
    /**
     * Whether the sort is descending.
     */
    sort_descending?: boolean;
    /**
     * Whether the MEM, CPU, NW/DISK and GPU panels are shown.
     */
    show_system_panels?: boolean;
    /**
     * Whether kernel threads are listed in the process table. Default false (hidden, as htop does).
     */
    show_kernel_threads?: boolean;
    /**
     * Whether the process table shows children under their verified parent (F5). Default false.
     */
    tree_view?: boolean;
  };
  /**
   * Tracking List persistence.
   */
  tracking?: {
    /**
     * How the working Tracking List starts: resume the previous list, start empty, or ask. Default resume.
     */
    startup_mode?: 'resume' | 'empty' | 'choose';
    /**
     * The working Tracking List saved for resume.
     */
    working_names?: string[];
    /**
     * Name of the Investigation Profile the working list is bound to, or null.
     */
    active_profile?: string | null;
  };
  /**
   * Saved Investigation Profiles.
   */
  profiles?: {
    /**
     * Profile name, unique case-insensitively.
     */
    name: string;
    /**
     * Tracked process names.
     */
    names: string[];
  }[];
  /**
   * Recording preferences.
   */
  recording?: {
    /**
     * Last recording directory; also the root that MCP log listing reads.
     */
    directory?: string;
    /**
     * Last recording interval.
     */
    interval_seconds?: 1 | 2 | 5 | 10;
  };
  /**
   * Graph workspace layout preferences.
   */
  graphs?: {
    /**
     * Height of one Graph in terminal rows.
     */
    height_rows?: number;
    /**
     * Raw values or a five-sample moving average.
     */
    display_mode?: 'raw' | 'ma5';
    /**
     * The visible time span (PgUp/PgDn), or fit: everything retained (f).
     */
    span?: '1m' | '2m' | '5m' | '10m' | '30m' | '1h' | '2h' | 'fit';
    /**
     * Graph columns of the workspace (L); auto picks one to three by width.
     */
    columns?: 'auto' | '1' | '2' | '3';
    /**
     * The Y axis includes zero (z).
     */
    zero_axis?: boolean;
  };
}
