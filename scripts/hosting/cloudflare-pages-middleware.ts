/**
 * Cloudflare Pages: Markdown by content negotiation (./markdown-negotiation.ts has the rule). Deploy it as the
 * project's `functions/_middleware.ts`, which Pages runs before every request, with `markdown-negotiation.ts` put
 * where Pages does not make routes of files (outside `functions/`) and the import pointed at it. `env.ASSETS`
 * serves the build's files (the twin, with the `_headers` rules of its path). Pages compresses responses itself.
 */
import {negotiateMarkdown} from './markdown-negotiation.ts';

/** The part of Pages' EventContext the middleware uses (@cloudflare/workers-types names it EventContext). */
export interface PagesContext {
  request: Request;
  next: () => Promise<Response>;
  env: {ASSETS: {fetch: (request: Request) => Promise<Response>}};
}

export const onRequest = ({request, next, env}: PagesContext): Promise<Response> =>
  negotiateMarkdown(request, next, (twin) => env.ASSETS.fetch(twin));
