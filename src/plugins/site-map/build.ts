/** Turns the docs plugin's sidebars into the /site-map tree (pure, unit-tested in tests/unit/site-map.test.ts). */

export interface SiteMapLink {
  label: string;
  to: string;
  items: SiteMapLink[];
}

export interface SiteMapSection {
  /** The sidebar's name in sidebars.ts. */
  sidebar: string;
  label: string;
  items: SiteMapLink[];
}

/** The parts of the docs plugin's loaded content this plugin reads. */
export interface DocsContent {
  loadedVersions: {
    docs: {id: string; title: string; permalink: string; frontMatter: {sidebar_label?: string}}[];
    sidebars: Record<string, SidebarItem[]>;
  }[];
}

type SidebarItem =
  | {type: 'doc' | 'ref'; id: string; label?: string}
  | {type: 'link'; href: string; label: string}
  | {
      type: 'category';
      label: string;
      items: SidebarItem[];
      link?: {type: 'doc'; id: string} | {type: 'generated-index'; permalink: string};
    }
  | {type: 'html'};

/** Headings of the sections, named like the navbar entries that open each sidebar. */
const SIDEBAR_LABELS: ReadonlyMap<string, string> = new Map([
  ['generalSidebar', 'What is Celo'],
  ['buildSidebar', 'Build'],
  ['developersSidebar', 'Tooling'],
  ['cel2Sidebar', 'Celo L2'],
  ['holderSidebar', 'Holder'],
  ['cliSidebar', 'CLI'],
  ['communitySidebar', 'Community'],
]);

export function buildSiteMap(content: DocsContent): SiteMapSection[] {
  const version = content.loadedVersions[0];
  if (!version) throw new Error('site-map: the docs plugin loaded no version');
  const docs = new Map(version.docs.map((doc) => [doc.id, doc]));
  const doc = (id: string, where: string) => {
    const found = docs.get(id);
    if (!found) throw new Error(`site-map: sidebar "${where}" names doc "${id}", which does not exist`);
    return found;
  };
  const convert = (items: SidebarItem[], sidebar: string): SiteMapLink[] =>
    items.flatMap((item): SiteMapLink[] => {
      switch (item.type) {
        case 'doc':
        case 'ref': {
          const d = doc(item.id, sidebar);
          return [{label: item.label ?? d.frontMatter.sidebar_label ?? d.title, to: d.permalink, items: []}];
        }
        case 'link':
          return [{label: item.label, to: item.href, items: []}];
        case 'category': {
          const link = item.link;
          const to = !link ? '' : link.type === 'doc' ? doc(link.id, sidebar).permalink : link.permalink;
          return [{label: item.label, to, items: convert(item.items, sidebar)}];
        }
        default:
          return [];
      }
    });
  const order = [...SIDEBAR_LABELS.keys()];
  return Object.entries(version.sidebars)
    .sort(([a], [b]) => rank(order, a) - rank(order, b))
    .map(([sidebar, items]) => ({
      sidebar,
      label: SIDEBAR_LABELS.get(sidebar) ?? sidebar,
      items: convert(items, sidebar),
    }));
}

function rank(order: string[], name: string): number {
  const i = order.indexOf(name);
  return i === -1 ? order.length : i;
}
