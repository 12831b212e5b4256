// Guards schemas/limits.json against the published catalog: a limit or capture field changed on one side only is a
// codegen failure, and winproc_get_status publishes every limit under its own and its suggested names.
import { describe, expect, it } from 'vitest';
import { crossCheck, type LimitsSource } from '../../../codegen/emitters/limits.js';
import { readJson } from '../../../codegen/emit.js';
import type { JsonObject } from '../../../codegen/sources.js';
import { CAPTURE_FIELDS, LIMITS, PUBLISHED_LIMITS } from '../../../src/contract/limits.js';

const source = () => readJson<LimitsSource>('schemas/limits.json');
const catalog = () => readJson<JsonObject>('schemas/mcp-tools.json');

describe('limits cross-check', () => {
  it('accepts the committed files', () => {
    expect(() => crossCheck(source(), catalog())).not.toThrow();
  });

  it('rejects a page limit that differs from $defs.page_limit.maximum', () => {
    const changed = source() as { limits: Record<string, { value: number }> };
    changed.limits.page_limit_max!.value = 4_000;
    expect(() => crossCheck(changed as LimitsSource, catalog())).toThrow(/page_limit\.maximum = 5000, but limit page_limit_max is 4000/);
  });

  it('rejects a capture field the catalog does not publish, and one it publishes that no kind has', () => {
    const extra = source() as unknown as { capture_kinds: Record<string, { fields: string[] }> };
    extra.capture_kinds.threads!.fields.push('stack_depth');
    expect(() => crossCheck(extra as unknown as LimitsSource, catalog())).toThrow(/only here: stack_depth/);
    const missing = source() as unknown as { capture_kinds: Record<string, { fields: string[] }> };
    missing.capture_kinds.log_list!.fields = ['log_id'];
    expect(() => crossCheck(missing as unknown as LimitsSource, catalog())).toThrow(/does not list "log listing: log_id"/);
  });

  it('rejects an owner field that is not one of its kind\'s fields', () => {
    const changed = source() as unknown as { capture_kinds: Record<string, { owner_field?: string }> };
    changed.capture_kinds.network!.owner_field = 'name';
    expect(() => crossCheck(changed as unknown as LimitsSource, catalog())).toThrow(/owner_field name of kind network/);
  });

  it('rejects row values the catalog description does not list, or for a field the kind lacks', () => {
    type Values = { capture_kinds: Record<string, { values?: Record<string, string[]> }> };
    const added = source() as unknown as Values;
    added.capture_kinds.open_files!.values!.kind!.push('mmap');
    expect(() => crossCheck(added as unknown as LimitsSource, catalog())).toThrow(/does not list "open_files kind: file, directory, cwd, root, mmap"/);
    const foreign = source() as unknown as Values;
    foreign.capture_kinds.threads!.values = { kind: ['x'] };
    expect(() => crossCheck(foreign as unknown as LimitsSource, catalog())).toThrow(/values\.kind of kind threads is not one of its fields/);
    const repeated = source() as unknown as Values;
    repeated.capture_kinds.file_users!.values!.kind = ['cwd', 'cwd'];
    expect(() => crossCheck(repeated as unknown as LimitsSource, catalog())).toThrow(/without repeats/);
  });
});

describe('published limits', () => {
  it('carry every limit and the names the get_status schema suggests', () => {
    for (const [name, value] of Object.entries(LIMITS)) expect(PUBLISHED_LIMITS[name]).toBe(value);
    expect(PUBLISHED_LIMITS).toMatchObject({ max_page_rows: 5_000, max_active_jobs: 2, max_retained_captures: 8, retained_result_bytes: 64 * 2 ** 20, max_condition_wait_ms: 60_000, max_metric_targets: 50 });
    expect(CAPTURE_FIELDS.process_list).toContain('user');
    expect(CAPTURE_FIELDS.process_info).toContain('command_line');
  });
});
