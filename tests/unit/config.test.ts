import {test} from 'node:test';
import assert from 'node:assert/strict';
import {readHostedServices} from '../../src/config/hostedServices';
import {parseRedirects} from '../../src/config/redirects';
import hostedScriptsPlugin from '../../src/plugins/hosted-scripts';
import {minutesToRead, readingTimeLabel} from '../../src/plugins/remark-reading-time';

test('hosted services are off without environment variables', () => {
  assert.deepEqual(readHostedServices({}), {});
  assert.deepEqual(readHostedServices({GTAG_TRACKING_ID: '  '}), {});
});

test('each hosted service switches on from its own variable', () => {
  assert.deepEqual(
    readHostedServices({GTAG_TRACKING_ID: 'G-ABC123', FATHOM_SITE_ID: 'XYZ', HUBSPOT_ACCOUNT_ID: '1234'}),
    {
      gtagTrackingId: 'G-ABC123',
      fathomSiteId: 'XYZ',
      hubspotAccountId: '1234',
    },
  );
});

test('a hosted-service id with unsafe characters is refused with the variable name', () => {
  assert.throws(() => readHostedServices({HUBSPOT_ACCOUNT_ID: '12"><script>'}), /HUBSPOT_ACCOUNT_ID must contain only/);
});

test('the hosted-scripts plugin injects nothing by default and only the configured scripts otherwise', () => {
  const none = (hostedScriptsPlugin({}) as any)(null).injectHtmlTags!({content: null}) as {headTags: unknown[]};
  assert.deepEqual(none.headTags, []);
  const some = (hostedScriptsPlugin({hubspotAccountId: '42'}) as any)(null).injectHtmlTags!({content: null}) as {
    headTags: {attributes: Record<string, unknown>}[];
  };
  assert.equal(some.headTags.length, 1);
  assert.equal(some.headTags[0]!.attributes.src, 'https://js.hs-scripts.com/42.js');
});

test('redirects parse and a malformed line names the file and line', () => {
  assert.deepEqual(parseRedirects('# comment\n/a -> /b\n\n/c->/d\n'), [
    {from: '/a', to: '/b'},
    {from: '/c', to: '/d'},
  ]);
  assert.throws(() => parseRedirects('/a -> /b\nnonsense\n', 'redirects.txt'), /redirects.txt:2: expected/);
});

test('reading time is at least one minute and grows with length', () => {
  assert.equal(minutesToRead('short text'), 1);
  assert.equal(minutesToRead('word '.repeat(2000)), 10);
  assert.equal(readingTimeLabel(3), '3 min read');
});
