/**
 * The feedback forms' code (./Forms.tsx), loaded when a reader starts a report, or as the pointer or the keyboard
 * reaches the form at the foot of the page, so a doc page's first load carries only the question and its buttons. A failed
 * load (offline) is not kept: the next try loads again.
 */
import {FEEDBACK_CONFIG_FILE} from '@site/src/config/feedback';
import {onDemand} from '@site/src/utils/onDemand';

export const feedbackForms = onDemand(() => import('./Forms'));

/** Where the build writes the feedback service's config (src/plugins/feedback-config.ts), below the baseUrl. */
export const CONFIG_PATH = `/${FEEDBACK_CONFIG_FILE}`;
