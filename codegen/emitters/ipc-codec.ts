// Emits generated/ipc/v1/codec.ts: protocol constants and validation of decoded frames before dispatch.
import { type EmittedFile, header, render } from '../emit.js';
import { ipcTypeName, ipcValidatorName } from '../naming.js';
import type { JsonObject } from '../sources.js';

/** Which side sends each message kind; a frame of the wrong direction is malformed. */
const DIRECTION: Record<string, 'bridge' | 'backend'> = {
  hello: 'bridge',
  request: 'bridge',
  cancel: 'bridge',
  welcome: 'backend',
  refused: 'backend',
  response: 'backend',
};

export function emitIpcCodec(ipc: readonly { name: string; schema: JsonObject }[]): EmittedFile[] {
  const messages = ipc.map((m) => {
    const direction = DIRECTION[m.name];
    if (!direction) throw new Error(`schemas/ipc/${m.name}.schema.json has no direction in codegen/emitters/ipc-codec.ts`);
    return { kind: m.name, type: ipcTypeName(m.name), validator: ipcValidatorName(m.name), direction };
  });
  const content = render('ipc-codec', 'codec.ts', {
    header: header('ipc-codec', ['schemas/ipc/*.schema.json']),
    messages,
    bridgeMessages: messages.filter((m) => m.direction === 'bridge'),
    backendMessages: messages.filter((m) => m.direction === 'backend'),
    bridgeUnion: messages.filter((m) => m.direction === 'bridge').map((m) => m.type).join(' | '),
    backendUnion: messages.filter((m) => m.direction === 'backend').map((m) => m.type).join(' | '),
  });
  return [{ path: 'generated/ipc/v1/codec.ts', content }];
}
