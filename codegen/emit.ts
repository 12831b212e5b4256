// Shared plumbing for emitters: the generated-file header, template rendering and stable JSON output.
import Handlebars from 'handlebars';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export interface EmittedFile {
  /** Path relative to the repository root, with forward slashes. */
  readonly path: string;
  readonly content: string;
}

const codegenDir = dirname(fileURLToPath(import.meta.url));
export const repoRoot = join(codegenDir, '..');

/** The header every generated file opens with: emitter, source schemas and the command that regenerates it. */
export function header(emitter: string, sources: readonly string[], comment: '//' | '#' = '//'): string {
  return [
    `${comment} generated — do not edit.`,
    `${comment} Emitter: codegen/emitters/${emitter}.ts; source: ${sources.join(', ')}.`,
    `${comment} Regenerate with \`npm run codegen\`.`,
    '',
  ].join('\n');
}

const compiled = new Map<string, Handlebars.TemplateDelegate>();
const hbs = Handlebars.create();
hbs.registerHelper('json', (value: unknown) => new hbs.SafeString(stableJson(value)));
hbs.registerHelper('jsonInline', (value: unknown) => new hbs.SafeString(JSON.stringify(value)));

/** Renders codegen/templates/<emitter>/<name>.hbs with the given context. */
export function render(emitter: string, name: string, context: object): string {
  const key = `${emitter}/${name}`;
  let template = compiled.get(key);
  if (!template) {
    const source = readFileSync(join(codegenDir, 'templates', emitter, `${name}.hbs`), 'utf8');
    template = hbs.compile(source, { noEscape: true, strict: true });
    compiled.set(key, template);
  }
  return template(context);
}

/** JSON with two-space indentation; key order is the schema's own, so output is deterministic. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function readJson<T>(relativePath: string): T {
  return JSON.parse(readFileSync(join(repoRoot, relativePath), 'utf8')) as T;
}
