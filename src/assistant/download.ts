/**
 * Downloads the assistant's passages file once (the parsed JSON, not yet validated). Its own small module so the
 * launcher in the main bundle can start the download when the reader shows intent (pointer over, focus, press),
 * in parallel with the dialog's code, without the assistant's engine entering the main bundle. Loaded through
 * onDemand, so a failed download (offline) is forgotten and the next attempt retries.
 */
import {onDemand, type OnDemand} from '../utils/onDemand';

export const PASSAGES_PATH = 'assistant-passages.json';

let passages: OnDemand<unknown> | undefined;

export function downloadPassages(baseUrl: string): Promise<unknown> {
  passages ??= onDemand(async () => {
    const response = await fetch(`${baseUrl}${PASSAGES_PATH}`);
    if (!response.ok) throw new Error(`${PASSAGES_PATH}: HTTP ${response.status}`);
    return (await response.json()) as unknown;
  });
  return passages.load();
}
