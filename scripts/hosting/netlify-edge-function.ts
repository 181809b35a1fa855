/**
 * Netlify: Markdown by content negotiation (./markdown-negotiation.ts has the rule), as an edge function: Netlify's
 * redirect and header rules cannot test the Accept field. Deploy it as `netlify/edge-functions/markdown/index.ts`
 * with `markdown-negotiation.ts` in the same folder (a function's folder may hold its modules; the import names the
 * file whole, as Deno requires). The twin is fetched from the site itself; its path ends in `.md`, so this function
 * lets that request straight through. Netlify compresses responses itself.
 */
import {negotiateMarkdown} from './markdown-negotiation.ts';

/** The part of Netlify's Context the function uses (@netlify/edge-functions exports the whole type). */
export interface EdgeContext {
  next: () => Promise<Response>;
}

export default (request: Request, context: EdgeContext): Promise<Response> =>
  negotiateMarkdown(
    request,
    () => context.next(),
    (twin) => fetch(twin),
  );

/** Every path; the rule itself lets everything but a clean page URL through at once. */
export const config = {path: '/*', excludedPath: ['/assets/*']};
