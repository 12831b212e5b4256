// Guards the handler table against the catalog, both ways: every tool has an entry (a handler or the reason it is
// not built yet; the compiler enforces the entry, this test the reasons), nothing outside the catalog is listed, and
// exactly the handled tools are reported as served, so nothing stays "not built" silently.
import { describe, expect, it } from 'vitest';
import { TOOL_ADAPTERS } from '../../../generated/bridge/adapters.js';
import { HANDLERS, NOT_BUILT_YET, SERVED_TOOLS } from '../../../src/backend/dispatcher.js';

describe('backend dispatcher coverage of the catalog', () => {
  it.each(TOOL_ADAPTERS.map((adapter) => [adapter.tool, adapter.backendMethod]))('%s is handled or listed as not built yet', (_tool, method) => {
    expect(method in HANDLERS).toBe(true);
    const entry = (HANDLERS as Record<string, unknown>)[method];
    const handled = typeof entry === 'function';
    const listed = NOT_BUILT_YET.has(method as keyof typeof HANDLERS);
    expect(handled !== listed).toBe(true);
    if (listed) expect(NOT_BUILT_YET.get(method as keyof typeof HANDLERS)).toMatch(/not built yet/);
  });

  it('lists nothing that is not a catalog tool', () => {
    const methods = new Set(TOOL_ADAPTERS.map((adapter) => adapter.backendMethod));
    for (const method of [...NOT_BUILT_YET.keys(), ...Object.keys(HANDLERS)]) expect(methods.has(method)).toBe(true);
  });

  it('reports exactly the handled tools as served', () => {
    const handled = (method: string) => typeof (HANDLERS as Record<string, unknown>)[method] === 'function';
    expect([...SERVED_TOOLS].sort()).toEqual(TOOL_ADAPTERS.filter((a) => handled(a.backendMethod)).map((a) => a.tool).sort());
  });
});
