import {test} from 'node:test';
import assert from 'node:assert/strict';
import {buildSiteMap, type DocsContent} from '../../src/plugins/site-map/build';

const doc = (id: string, title: string, permalink: string, sidebarLabel?: string) => ({
  id,
  title,
  permalink,
  frontMatter: sidebarLabel ? {sidebar_label: sidebarLabel} : {},
});

const content: DocsContent = {
  loadedVersions: [
    {
      docs: [
        doc('cli/index', 'Celo CLI', '/cli'),
        doc('cli/account', 'account', '/cli/account', 'Account'),
        doc('general/index', 'What is Celo?', '/general'),
      ],
      sidebars: {
        cliSidebar: [
          {
            type: 'category',
            label: 'CLI',
            link: {type: 'doc', id: 'cli/index'},
            items: [{type: 'doc', id: 'cli/account'}],
          },
        ],
        generalSidebar: [
          {type: 'doc', id: 'general/index', label: 'Overview'},
          {type: 'link', label: 'Forum', href: 'https://forum.celo.org/'},
        ],
      },
    },
  ],
};

test('site map: sections follow the navbar order and are named like its entries', () => {
  const map = buildSiteMap(content);
  assert.deepEqual(
    map.map((s) => [s.sidebar, s.label]),
    [
      ['generalSidebar', 'What is Celo'],
      ['cliSidebar', 'CLI'],
    ],
  );
});

test('site map: doc labels come from the sidebar, then sidebar_label, then the title; categories keep their link', () => {
  const [general, cli] = buildSiteMap(content);
  assert.deepEqual(general!.items, [
    {label: 'Overview', to: '/general', items: []},
    {label: 'Forum', to: 'https://forum.celo.org/', items: []},
  ]);
  assert.deepEqual(cli!.items, [
    {label: 'CLI', to: '/cli', items: [{label: 'Account', to: '/cli/account', items: []}]},
  ]);
});

test('site map: a sidebar naming a missing doc fails, naming the sidebar and the doc', () => {
  const broken: DocsContent = {loadedVersions: [{docs: [], sidebars: {build: [{type: 'doc', id: 'build/missing'}]}}]};
  assert.throws(() => buildSiteMap(broken), /sidebar "build" names doc "build\/missing"/);
});
