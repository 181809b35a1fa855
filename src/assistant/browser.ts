/**
 * Browser side: the assistant's index from the passages file (downloaded by ./download, which the launcher may
 * already have started), built once. A failed download (offline) is forgotten, so the next question retries.
 */
import {buildAssistantIndex, type AssistantIndex} from './answer';
import {downloadPassages} from './download';
import {validatePassagesFile} from './passages';

let pending: Promise<AssistantIndex> | null = null;

export function loadAssistantIndex(baseUrl: string): Promise<AssistantIndex> {
  pending ??= downloadPassages(baseUrl)
    .then((data) => buildAssistantIndex(validatePassagesFile(data)))
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
