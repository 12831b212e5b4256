// Guards the list of catalog tools the backend does not serve yet, both ways: every tool is either handled or
// listed with its reason; a listed tool that gained a handler fails, so nothing stays "not built" silently.
import { describe, expect, it } from 'vitest';
import { TOOL_ADAPTERS } from '../../../generated/bridge/adapters.js';
import { HANDLERS, NOT_BUILT_YET, SERVED_TOOLS } from '../../../src/backend/dispatcher.js';

describe('backend dispatcher coverage of the catalog', () => {
  it.each(TOOL_ADAPTERS.map((adapter) => [adapter.tool, adapter.backendMethod]))('%s is handled or listed as not built yet', (_tool, method) => {
    const handled = method in HANDLERS;
    const listed = method in NOT_BUILT_YET;
    expect(handled !== listed).toBe(true);
  });

  it('lists nothing that is not a catalog tool', () => {
    const methods = new Set(TOOL_ADAPTERS.map((adapter) => adapter.backendMethod));
    for (const method of [...Object.keys(NOT_BUILT_YET), ...Object.keys(HANDLERS)]) expect(methods.has(method)).toBe(true);
  });

  it('reports exactly the handled tools as served', () => {
    expect([...SERVED_TOOLS].sort()).toEqual(TOOL_ADAPTERS.filter((a) => a.backendMethod in HANDLERS).map((a) => a.tool).sort());
  });
});
