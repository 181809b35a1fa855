/**
 * Downloads the assistant's passages file once (the parsed JSON, not yet validated). Its own small module so the
 * launcher in the main bundle can start the download when the reader shows intent (pointer over, focus, press),
 * in parallel with the dialog's code, without the assistant's engine entering the main bundle. A failed
 * download (offline) is forgotten, so the next attempt retries.
 */
export const PASSAGES_PATH = 'assistant-passages.json';

let pending: Promise<unknown> | null = null;

export function downloadPassages(baseUrl: string): Promise<unknown> {
  pending ??= fetch(`${baseUrl}${PASSAGES_PATH}`)
    .then((response) => {
      if (!response.ok) throw new Error(`${PASSAGES_PATH}: HTTP ${response.status}`);
      return response.json() as Promise<unknown>;
    })
    .catch((error: unknown) => {
      pending = null;
      throw error;
    });
  return pending;
}
