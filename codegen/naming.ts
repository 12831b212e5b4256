// Maps schema names to the names of their generated type, validator and fixture folder, in one place.

/** `winproc_get_status` -> `GetStatus`. */
export function toolTypeBase(toolName: string): string {
  return pascal(toolName.replace(/^winproc_/, ''));
}

export function toolArgsType(toolName: string): string {
  return `${toolTypeBase(toolName)}Args`;
}

export function toolDataType(toolName: string): string {
  return `${toolTypeBase(toolName)}Data`;
}

export function toolValidatorName(toolName: string): string {
  return `validate${toolTypeBase(toolName)}Args`;
}

export function toolOutputValidatorName(toolName: string): string {
  return `validate${toolTypeBase(toolName)}Result`;
}

export function ipcTypeName(messageName: string): string {
  return `Ipc${pascal(messageName)}`;
}

export function ipcValidatorName(messageName: string): string {
  return `validate${pascal(messageName)}`;
}

/** `v3-line` (schemas/recording/v3-line.schema.json) -> `RecordingV3Line`. */
export function recordingTypeName(schemaName: string): string {
  return `Recording${pascal(schemaName)}`;
}

export function recordingValidatorName(schemaName: string): string {
  return `validate${recordingTypeName(schemaName)}`;
}

export function fixtureTestPath(toolName: string): string {
  return `test/generated/tools/${toolName}.test.ts`;
}

export function pascal(snake: string): string {
  return snake
    .split(/[_\-\s]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join('');
}
