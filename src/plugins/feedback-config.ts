/**
 * Local plugin (one concern: where readers' feedback goes). Writes build/feedback-config.json, which the
 * feedback form (src/components/PageFeedback) reads when a reader starts a report: FEEDBACK_ENDPOINT (or null)
 * and the build's version (src/config/siteVersion.ts). Read at run time rather than bundled, so neither adds a
 * byte to a page's scripts, and the end-to-end tests exercise the endpoint mode by serving this file differently
 * instead of building the site twice. The policy's connect-src is made from the same variable at build time
 * (src/config/securityHeaders.ts), so an endpoint edited into the file after the build is refused by the browser
 * and the form says that sending failed. The dev server has no postBuild: there the form opens GitHub issues.
 */
import {writeFile} from 'node:fs/promises';
import path from 'node:path';
import type {Plugin, PluginModule} from '@docusaurus/types';
import {FEEDBACK_CONFIG_FILE, type FeedbackRuntimeConfig} from '../config/feedback';

export default function feedbackConfigPlugin(config: FeedbackRuntimeConfig): PluginModule {
  return (): Plugin => ({
    name: 'feedback-config',
    async postBuild({outDir}) {
      await writeFile(path.join(outDir, FEEDBACK_CONFIG_FILE), `${JSON.stringify(config)}\n`);
    },
  });
}
