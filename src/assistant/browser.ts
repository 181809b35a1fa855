/**
 * Browser side: the assistant's index from the passages file (downloaded by ./download, which the launcher may
 * already have started), built once. Through onDemand, a failed download (offline) is forgotten, so the next
 * question retries.
 */
import {onDemand, type OnDemand} from '../utils/onDemand';
import {buildAssistantIndex, type AssistantIndex} from './answer';
import {downloadPassages} from './download';
import {validatePassagesFile} from './passages';

let index: OnDemand<AssistantIndex> | undefined;

export function loadAssistantIndex(baseUrl: string): Promise<AssistantIndex> {
  index ??= onDemand(async () => buildAssistantIndex(validatePassagesFile(await downloadPassages(baseUrl))));
  return index.load();
}
