/**
 * Replaces @docusaurus/ComponentCreator for the generated route table (see ./index.ts): the same component for
 * each route, created on first use. `preload` (what Docusaurus calls before rendering a route, and on hover)
 * and the first render both create it; until then a route costs one small function.
 */
import React from 'react';
import createRouteComponent from '@docusaurus/core/lib/client/exports/ComponentCreator.js';

type RouteComponent = ReturnType<typeof createRouteComponent>;

export default function ComponentCreator(path: string, hash: string): RouteComponent {
  let created: RouteComponent | undefined;
  const component = () => (created ??= createRouteComponent(path, hash));
  function Route(props: object): React.JSX.Element {
    const Created = component();
    return <Created {...props} />;
  }
  Route.preload = () => component().preload();
  return Route as unknown as RouteComponent;
}
