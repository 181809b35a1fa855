/** The assistant's conversation, kept for the browser tab's session (sessionStorage; optional). */
import type {Answer} from '@site/src/assistant/answer';

export interface Turn {
  question: string;
  answer: Answer;
}

const KEY = 'docs-assistant:conversation';

export function loadConversation(): Turn[] {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as Turn[]) : [];
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
