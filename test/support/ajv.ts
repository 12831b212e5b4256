// Ajv instances in both JSON Schema drafts that real MCP clients use (draft-07: TS SDK; 2020-12: Python SDK).
import { Ajv } from 'ajv';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type AddFormats = (ajv: Ajv | Ajv2020) => unknown;
// ajv-formats is CommonJS; under NodeNext its default import may be the namespace wrapping the function.
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ?? addFormatsModule) as unknown as AddFormats;

export function draft07(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

export function draft2020(): Ajv2020 {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}
