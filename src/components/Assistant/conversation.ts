/** The assistant's conversation, kept for the browser tab's session (sessionStorage; optional). */
import type {Answer} from '@site/src/assistant/answer';

export interface Turn {
  question: string;
  answer: Answer;
}

/** Versioned: turns saved by an older assistant, with another answer shape, are not read back. */
const KEY = 'docs-assistant:conversation:v2';
const KINDS = new Set(['answer', 'data', 'no-answer', 'policy', 'refused']);

function isTurn(value: unknown): value is Turn {
  const t = value as Partial<Turn> | null;
  return (
    !!t &&
    typeof t.question === 'string' &&
    !!t.answer &&
    typeof t.answer === 'object' &&
    KINDS.has((t.answer as {kind?: string}).kind ?? '')
  );
}

export function loadConversation(): Turn[] {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter(isTurn) : [];
  } catch {
    return [];
  }
}

export function saveConversation(turns: Turn[]): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(turns));
  } catch {
    // Storage unavailable (private mode, quota): the conversation lives only in memory.
  }
}
