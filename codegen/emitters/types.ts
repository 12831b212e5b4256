// Emits TypeScript types (json-schema-to-typescript) for tool arguments and data, the envelope, IPC and config.
import { compile } from 'json-schema-to-typescript';
import { type EmittedFile, header } from '../emit.js';
import { ipcTypeName, recordingTypeName, toolArgsType, toolDataType } from '../naming.js';
import type { JsonObject, ResolvedTool, ToolTypeDefs } from '../sources.js';

type JSONSchemaArg = Parameters<typeof compile>[0];

const OPTIONS = {
  bannerComment: '',
  additionalProperties: false,
  declareExternallyReferenced: true,
  unreachableDefinitions: false,
  strictIndexSignatures: true,
  // Array bounds stay runtime checks; tuple expansion of maxItems would make unusable types.
  maxItems: -1,
  format: true,
  style: { singleQuote: true, printWidth: 120 },
} as const;

async function toType(schema: JsonObject, name: string): Promise<string> {
  const code = await compile({ ...schema, title: name } as unknown as JSONSchemaArg, name, OPTIONS);
  return code.trim();
}

/**
 * All tools compile as one root whose properties map each tool name to `{args, data}`: shared `$defs`
 * then become one named type each instead of being repeated per tool.
 */
async function toolTypes(tools: readonly ResolvedTool[], typeDefs: ToolTypeDefs): Promise<string> {
  const properties: JsonObject = {};
  for (const tool of tools) {
    properties[tool.name] = {
      type: 'object',
      additionalProperties: false,
      required: ['args', 'data'],
      properties: {
        args: { ...tool.inputSchemaSource, title: toolArgsType(tool.name) },
        data: { ...tool.outputDataSchemaSource, title: toolDataType(tool.name) },
      },
    };
  }
  const root = {
    title: 'ToolTypes',
    description: 'Each tool name mapped to its argument and success-data types.',
    type: 'object',
    additionalProperties: false,
    required: tools.map((t) => t.name),
    properties,
    $defs: typeDefs.defs,
  };
  return toType(root as unknown as JsonObject, 'ToolTypes');
}

export async function emitTypes(
  tools: readonly ResolvedTool[],
  typeDefs: ToolTypeDefs,
  envelope: { success: JsonObject; error: JsonObject },
  ipc: readonly { name: string; schema: JsonObject }[],
  config: JsonObject,
  recording: readonly { name: string; schema: JsonObject }[],
): Promise<EmittedFile[]> {
  const ipcParts: string[] = [];
  for (const message of ipc) ipcParts.push(await toType(message.schema, ipcTypeName(message.name)));
  const recordingParts: string[] = [];
  for (const format of recording) recordingParts.push(await toType(format.schema, recordingTypeName(format.name)));
  return [
    {
      path: 'generated/types/tools.ts',
      content: [
        header('types', ['schemas/mcp-tools.json', 'schemas/metrics.json']),
        '// Argument and success-data types of every tool.',
        '',
        await toolTypes(tools, typeDefs),
        '',
      ].join('\n'),
    },
    {
      path: 'generated/types/envelope.ts',
      content: [
        header('types', ['schemas/mcp-output-envelope.schema.json']),
        '// The common tool result envelope: success and error variants.',
        '',
        await toType(envelope.success, 'WinprocSuccess'),
        '',
        await toType(envelope.error, 'WinprocError'),
        '',
        'export type WinprocToolResult = WinprocSuccess | WinprocError;',
        "export type ErrorCode = WinprocError['error']['code'];",
        '',
      ].join('\n'),
    },
    {
      path: 'generated/ipc/v1/types.ts',
      content: [header('types', ['schemas/ipc/*.schema.json']), '// Messages of the private IPC protocol, major version 1.', '', ipcParts.join('\n\n'), ''].join('\n'),
    },
    {
      path: 'generated/types/config.ts',
      content: [header('types', ['schemas/config.schema.json']), '// The settings file winproc-tui.toml.', '', await toType(config, 'WinprocConfig'), ''].join('\n'),
    },
    {
      path: 'generated/recording/types.ts',
      content: [header('types', ['schemas/recording/*.schema.json']), '// One line of a Recording, per format version.', '', recordingParts.join('\n\n'), ''].join('\n'),
    },
  ];
}
