// Copying to the clipboard from a terminal program: OSC 52 (`ESC ] 52 ; c ; <base64> BEL`), which the terminal
// itself applies, so it works over ssh and inside tmux (tmux stores it in a paste buffer and passes it on to the outer
// terminal when `set-clipboard` is `on`; its default `external` ignores it from programs). Nothing is read back.

/** What terminals accept in one OSC 52 sequence is bounded (xterm: 100,000 bytes of base64; others less). */
export const OSC52_MAX_BYTES = 74_994;

/** The OSC 52 sequence that sets the clipboard to `text` (UTF-8), or null when `text` is too long for it. */
export function osc52(text: string): string | null {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length > OSC52_MAX_BYTES) return null;
  return `\u001b]52;c;${bytes.toString('base64')}\u0007`;
}

/** Where the sequence goes: the terminal ink draws on. */
export interface TerminalOut {
  write(data: string): unknown;
}

/**
 * Puts `text` on the clipboard through the terminal; returns the notice to show. The sequence draws nothing, so
 * writing it beside ink's frames leaves the screen as it was.
 */
export function copyToClipboard(text: string, out: TerminalOut = process.stdout): string {
  const sequence = osc52(text);
  if (sequence === null) return `Not copied: ${Buffer.byteLength(text)} bytes is more than a terminal takes through OSC 52.`;
  out.write(sequence);
  const shown = text.length > 60 ? `${text.slice(0, 57)}…` : text;
  return `Copied to the clipboard (OSC 52): ${shown}`;
}
