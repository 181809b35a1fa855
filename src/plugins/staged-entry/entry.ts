/**
 * The client bundle's entry (see ./index.ts): the main bundle's modules initialise in three tasks. Each import is
 * of a module in the main bundle itself ("eager": no chunk, no request); between them the browser gets the main
 * thread back. A MessageChannel message, not a timer: timers in a hidden tab wait up to a second.
 */
// The cascade layers' order first: a layer's place in the cascade is where the stylesheet first names it, and the
// route table below (react-loadable's loading component, @theme/Loading, and what it imports) brings theme CSS that
// would otherwise come before Infima's, so that Infima's rules would win over the theme's.
import '@generated/docusaurus-plugin-css-cascade-layers/default/layers.css';

function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@generated/routes');
  await nextTask();
  // Core's entry: creates the router and the app, preloads the route's chunks and hydrates.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/clientEntry.js');
}

void start();
