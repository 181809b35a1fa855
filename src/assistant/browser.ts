/**
 * Browser side: downloads the passages file on the Ask dialog's first question (or when it opens) and
 * builds the assistant's index once. A failed download (offline) is forgotten, so the next question retries.
 */
import {buildAssistantIndex, type AssistantIndex} from './answer';
import {validatePassagesFile} from './passages';

export const PASSAGES_PATH = 'assistant-passages.json';

let pending: Promise<AssistantIndex> | null = null;

export function loadAssistantIndex(baseUrl: string): Promise<AssistantIndex> {
  pending ??= fetch(`${baseUrl}${PASSAGES_PATH}`)
    .then((response) => {
      if (!response.ok) throw new Error(`${PASSAGES_PATH}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .then((data) => buildAssistantIndex(validatePassagesFile(data)))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
