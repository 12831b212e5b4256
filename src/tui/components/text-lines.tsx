// Many lines as the children of one ink Text (one layout node a frame instead of one per line, issue 32): plain lines
// run together as one string, a styled line is a nested Text, which ink styles as that line's own Text was styled.
// The caller cuts each line to the width first (truncateLine): ink cannot cut the lines of one Text one by one.
import { Text, type TextProps } from 'ink';
import type { ReactElement } from 'react';

/** The style a line's own Text had. */
export type LineStyle = Pick<TextProps, 'inverse' | 'dimColor' | 'color' | 'bold'>;

export class TextLines {
  readonly #parts: (string | ReactElement)[] = [];
  #plain = '';
  #count = 0;

  /** Adds a line below the others, styled where `style` is given (`key` names its nested Text; by default its index). */
  add(line: string, style: LineStyle | null = null, key: string | number = this.#count): void {
    if (this.#count > 0) this.#plain += '\n';
    this.#count += 1;
    if (style === null) {
      this.#plain += line;
      return;
    }
    if (this.#plain !== '') this.#parts.push(this.#plain);
    this.#plain = '';
    this.#parts.push(
      <Text key={key} {...style}>
        {line}
      </Text>,
    );
  }

  /** How many lines were added. */
  get count(): number {
    return this.#count;
  }

  /** The Text's children: the lines added so far. */
  children(): (string | ReactElement)[] {
    if (this.#plain !== '') this.#parts.push(this.#plain);
    this.#plain = '';
    return this.#parts;
  }
}
