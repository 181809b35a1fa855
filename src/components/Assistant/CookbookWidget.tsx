/**
 * Hosted mode: the Ask Cookbook widget, loaded from its public package CDN with the public token in a page
 * element, as the vendor documents. Only rendered when ASK_COOKBOOK_API_KEY is set at build time.
 */
import React, {useEffect} from 'react';
import {COOKBOOK_SCRIPT, type AssistantConfig} from '@site/src/config/assistant';

export default function CookbookWidget({
  config,
}: {
  config: Extract<AssistantConfig, {mode: 'cookbook'}>;
}): React.JSX.Element {
  useEffect(() => {
    if (document.querySelector(`script[src="${COOKBOOK_SCRIPT}"]`)) return;
    const script = document.createElement('script');
    script.src = COOKBOOK_SCRIPT;
    script.defer = true;
    document.body.appendChild(script);
  }, []);
  return (
    <div
      id="__cookbook"
      data-api-key={config.apiKey}
      data-always-open={config.alwaysOpen ? 'true' : 'false'}
      data-no-fast-mode={config.noFastMode ? 'true' : 'false'}
    />
  );
}
