/** Where a token starts: `offset` into the query, `line` and `column` counted from 1 for people. */
export interface Position {
  offset: number;
  line: number;
  column: number;
}

export function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset);
  const lineStart = before.lastIndexOf('\n') + 1;
  return { offset, line: before.split('\n').length, column: offset - lineStart + 1 };
}

/** A query that cannot run; the message names the position as line:column and what was expected. */
export class ScreenerQueryError extends Error {
  readonly position: Position;

  constructor(text: string, offset: number, problem: string, hint?: string) {
    const position = positionAt(text, offset);
    super(`${problem} at ${position.line}:${position.column}${hint ? ` — ${hint}` : ''}`);
    this.name = 'ScreenerQueryError';
    this.position = position;
  }
}
