/**
 * serve:prod's conditional and range requests against RFC 9110, one table: each case names the section it
 * checks and what the RFC says the answer is. The cases run against the fixture build (with its precompressed
 * siblings) served in this process; the date formats of §5.6.7 are checked on the parser itself too.
 */
import {test} from 'node:test';
import assert from 'node:assert/strict';
import {createHandler} from '../../scripts/serve-prod';
import {formatHttpDate, parseHttpDate} from '../../scripts/serve/conditional';
import {send, withHandler, type Reply} from './http-helpers';
import {servedFixture} from './serve-fixture';

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');
const time = (d: Date) => `${two(d.getUTCHours())}:${two(d.getUTCMinutes())}:${two(d.getUTCSeconds())}`;
/** The obsolete RFC 850 form of a time: `Sunday, 06-Nov-94 08:49:37 GMT`. */
const rfc850 = (ms: number) => {
  const d = new Date(ms);
  return `${DAYS[d.getUTCDay()]}, ${two(d.getUTCDate())}-${MONTHS[d.getUTCMonth()]}-${two(d.getUTCFullYear() % 100)} ${time(d)} GMT`;
};
/** The obsolete asctime form: `Sun Nov  6 08:49:37 1994`. */
const asctime = (ms: number) => {
  const d = new Date(ms);
  return `${DAYS[d.getUTCDay()]!.slice(0, 3)} ${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, ' ')} ${time(d)} ${d.getUTCFullYear()}`;
};

/** What a case knows of the file it asks for: its validators, per representation. */
interface Known {
  /** Strong ETag and Last-Modified of the file as stored (no Accept-Encoding). */
  etag: string;
  lastModified: string;
  lastModifiedMs: number;
  /** The ETag of its Brotli sibling. */
  brEtag: string;
  size: number;
}

interface Case {
  name: string;
  method?: string;
  headers: (k: Known) => Record<string, string>;
  status: number;
  check?: (res: Reply, k: Known, plain: Reply) => void;
}

const FILE = '/llms.txt';
const RANGE = {Range: 'bytes=0-9'};
const later = (k: Known, seconds: number) => formatHttpDate(k.lastModifiedMs + seconds * 1000);

const CASES: Case[] = [
  // §13.1.1 If-Match: strong comparison only.
  {name: '13.1.1 If-Match with the current strong ETag: 200', headers: (k) => ({'If-Match': k.etag}), status: 200},
  {name: '13.1.1 If-Match: * for a file that exists: 200', headers: () => ({'If-Match': '*'}), status: 200},
  {
    name: '13.1.1 If-Match listing the current ETag among others: 200',
    headers: (k) => ({'If-Match': `"a", ${k.etag}, "b"`}),
    status: 200,
  },
  {
    name: '13.1.1 If-Match with the weak form of the current ETag: 412 (a weak tag never matches)',
    headers: (k) => ({'If-Match': `W/${k.etag}`}),
    status: 412,
  },
  {name: '13.1.1 If-Match with another ETag: 412', headers: () => ({'If-Match': '"other"'}), status: 412},
  {name: '13.1.1 If-Match that is not an entity tag: 412', headers: () => ({'If-Match': 'nonsense'}), status: 412},
  {
    name: '13.1.1 If-Match with the stored file’s ETag on a Brotli request: 412 (one ETag per representation)',
    headers: (k) => ({'If-Match': k.etag, 'Accept-Encoding': 'br'}),
    status: 412,
  },
  {
    name: '13.1.1 If-Match with the Brotli sibling’s ETag on a Brotli request: 200',
    headers: (k) => ({'If-Match': k.brEtag, 'Accept-Encoding': 'br'}),
    status: 200,
    check: (res) => assert.equal(res.headers['content-encoding'], 'br'),
  },
  // §13.1.2 If-None-Match: weak comparison.
  {name: '13.1.2 If-None-Match with the current ETag: 304', headers: (k) => ({'If-None-Match': k.etag}), status: 304},
  {
    name: '13.1.2 If-None-Match with its weak form: 304 (weak comparison)',
    headers: (k) => ({'If-None-Match': `W/${k.etag}`}),
    status: 304,
  },
  {name: '13.1.2 If-None-Match: *: 304', headers: () => ({'If-None-Match': '*'}), status: 304},
  {
    name: '13.1.2 If-None-Match listing the current ETag: 304',
    headers: (k) => ({'If-None-Match': `"x", W/"y", ${k.etag}`}),
    status: 304,
  },
  {name: '13.1.2 If-None-Match with another ETag: 200', headers: () => ({'If-None-Match': '"other"'}), status: 200},
  {
    name: '13.1.2 If-None-Match with the Brotli ETag on a request for the stored file: 200',
    headers: (k) => ({'If-None-Match': k.brEtag}),
    status: 200,
  },
  {
    name: '13.1.2 If-None-Match with the Brotli ETag on a Brotli request: 304',
    headers: (k) => ({'If-None-Match': k.brEtag, 'Accept-Encoding': 'br'}),
    status: 304,
  },
  {name: '13.1.2 If-None-Match on HEAD: 304', method: 'HEAD', headers: (k) => ({'If-None-Match': k.etag}), status: 304},
  {name: '13.1.2 If-None-Match that is malformed: 200', headers: () => ({'If-None-Match': ',,,'}), status: 200},
  // §13.1.3 If-Modified-Since: HTTP-dates only; ignored beside If-None-Match.
  {
    name: '13.1.3 If-Modified-Since equal to Last-Modified: 304',
    headers: (k) => ({'If-Modified-Since': k.lastModified}),
    status: 304,
  },
  {
    name: '13.1.3 If-Modified-Since after Last-Modified: 304',
    headers: (k) => ({'If-Modified-Since': later(k, 60)}),
    status: 304,
  },
  {
    name: '13.1.3 If-Modified-Since before Last-Modified: 200',
    headers: (k) => ({'If-Modified-Since': later(k, -1)}),
    status: 200,
  },
  {
    name: '13.1.3 If-Modified-Since in the obsolete RFC 850 form: 304',
    headers: (k) => ({'If-Modified-Since': rfc850(k.lastModifiedMs)}),
    status: 304,
  },
  {
    name: '13.1.3 If-Modified-Since as an ISO date: not an HTTP-date, ignored: 200',
    headers: (k) => ({'If-Modified-Since': new Date(k.lastModifiedMs + 60_000).toISOString()}),
    status: 200,
  },
  {
    name: '13.1.3 If-Modified-Since in lower case: not an HTTP-date, ignored: 200',
    headers: (k) => ({'If-Modified-Since': later(k, 60).toLowerCase()}),
    status: 200,
  },
  {
    name: '13.1.3 If-Modified-Since ignored beside an If-None-Match that does not match: 200',
    headers: (k) => ({'If-Modified-Since': later(k, 60), 'If-None-Match': '"other"'}),
    status: 200,
  },
  {
    name: '13.1.3 If-Modified-Since ignored beside an If-None-Match that matches: 304',
    headers: (k) => ({'If-Modified-Since': later(k, -3600), 'If-None-Match': k.etag}),
    status: 304,
  },
  // §13.1.4 If-Unmodified-Since: ignored beside If-Match, and when not an HTTP-date.
  {
    name: '13.1.4 If-Unmodified-Since equal to Last-Modified: 200',
    headers: (k) => ({'If-Unmodified-Since': k.lastModified}),
    status: 200,
  },
  {
    name: '13.1.4 If-Unmodified-Since before Last-Modified: 412',
    headers: (k) => ({'If-Unmodified-Since': later(k, -1)}),
    status: 412,
  },
  {
    name: '13.1.4 If-Unmodified-Since that is not an HTTP-date: ignored: 200',
    headers: () => ({'If-Unmodified-Since': '2004-01-01'}),
    status: 200,
  },
  {
    name: '13.1.4 If-Unmodified-Since ignored beside a matching If-Match: 200',
    headers: (k) => ({'If-Unmodified-Since': later(k, -3600), 'If-Match': k.etag}),
    status: 200,
  },
  // §13.1.5 If-Range: an exact IMF-fixdate (or obsolete form) or the current strong ETag; anything else: 200.
  {
    name: '13.1.5 If-Range with Last-Modified (IMF-fixdate): 206',
    headers: (k) => ({...RANGE, 'If-Range': k.lastModified}),
    status: 206,
  },
  {
    name: '13.1.5 If-Range with the current strong ETag: 206',
    headers: (k) => ({...RANGE, 'If-Range': k.etag}),
    status: 206,
  },
  {
    name: '13.1.5 If-Range with Last-Modified in the RFC 850 form, read as GMT: 206',
    headers: (k) => ({...RANGE, 'If-Range': rfc850(k.lastModifiedMs)}),
    status: 206,
  },
  {
    name: '13.1.5 If-Range with Last-Modified in the asctime form, read as GMT: 206',
    headers: (k) => ({...RANGE, 'If-Range': asctime(k.lastModifiedMs)}),
    status: 206,
  },
  {
    name: '13.1.5 If-Range with the weak form of the ETag: 200',
    headers: (k) => ({...RANGE, 'If-Range': `W/${k.etag}`}),
    status: 200,
  },
  {name: '13.1.5 If-Range with another ETag: 200', headers: () => ({...RANGE, 'If-Range': '"other"'}), status: 200},
  {
    name: '13.1.5 If-Range with the Brotli sibling’s ETag (the range is of the stored file): 200',
    headers: (k) => ({...RANGE, 'If-Range': k.brEtag}),
    status: 200,
  },
  {
    name: '13.1.5 If-Range one second after Last-Modified: not equal: 200',
    headers: (k) => ({...RANGE, 'If-Range': later(k, 1)}),
    status: 200,
  },
  {
    name: '13.1.5 If-Range one second before Last-Modified: 200',
    headers: (k) => ({...RANGE, 'If-Range': later(k, -1)}),
    status: 200,
  },
  {
    name: '13.1.5 If-Range with Last-Modified as an ISO date: 200',
    headers: (k) => ({...RANGE, 'If-Range': new Date(k.lastModifiedMs).toISOString()}),
    status: 200,
  },
  {
    name: '13.1.5 If-Range with Last-Modified in lower case: 200',
    headers: (k) => ({...RANGE, 'If-Range': k.lastModified.toLowerCase()}),
    status: 200,
  },
  {
    name: '13.1.5 If-Range with Last-Modified as MM/DD/YYYY: 200',
    headers: (k) => {
      const d = new Date(k.lastModifiedMs);
      return {...RANGE, 'If-Range': `${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())}/${d.getUTCFullYear()}`};
    },
    status: 200,
  },
  {name: '13.1.5 If-Range without Range is ignored: 200', headers: (k) => ({'If-Range': k.etag}), status: 200},
  {
    name: '13.1.5 If-Range and Range on a Brotli request: the range of the stored file, 206',
    headers: (k) => ({...RANGE, 'If-Range': k.etag, 'Accept-Encoding': 'br'}),
    status: 206,
    check: (res) => assert.equal(res.headers['content-encoding'], undefined),
  },
  // §13.2.2 precedence: If-Match, If-Unmodified-Since, If-None-Match, If-Modified-Since, then If-Range and Range.
  {
    name: '13.2.2 a failing If-Match wins over a matching If-None-Match: 412',
    headers: (k) => ({'If-Match': '"other"', 'If-None-Match': k.etag}),
    status: 412,
  },
  {
    name: '13.2.2 a failing If-Unmodified-Since wins over a matching If-None-Match: 412',
    headers: (k) => ({'If-Unmodified-Since': later(k, -1), 'If-None-Match': k.etag}),
    status: 412,
  },
  {
    name: '13.2.2 a matching If-Match, then a matching If-None-Match: 304',
    headers: (k) => ({'If-Match': k.etag, 'If-None-Match': k.etag}),
    status: 304,
  },
  {
    name: '13.2.2 a matching If-None-Match comes before an unsatisfiable Range: 304',
    headers: (k) => ({Range: 'bytes=99999-', 'If-None-Match': k.etag}),
    status: 304,
  },
  {
    name: '13.2.2 a matching If-None-Match comes before If-Range: 304',
    headers: (k) => ({...RANGE, 'If-Range': k.etag, 'If-None-Match': k.etag}),
    status: 304,
  },
  // §15.4.5 304 and §14 ranges carry what the 200 would: validators, Vary, caching.
  {
    name: '15.4.5 a 304 carries the ETag, Last-Modified, Cache-Control and Vary of the 200, and no content',
    headers: (k) => ({'If-None-Match': k.brEtag, 'Accept-Encoding': 'br'}),
    status: 304,
    check: (res, k, plain) => {
      assert.equal(res.headers.etag, k.brEtag);
      assert.equal(res.headers.vary, plain.headers.vary);
      assert.equal(res.headers['last-modified'], k.lastModified);
      assert.equal(res.headers['cache-control'], plain.headers['cache-control']);
      assert.equal(res.body.length, 0);
      assert.equal(res.headers['content-length'], undefined);
    },
  },
  {
    name: '14.2 one range: 206 with Content-Range and exactly those bytes, with the Vary of the 200',
    headers: () => ({...RANGE, 'Accept-Encoding': 'gzip, br'}),
    status: 206,
    check: (res, k, plain) => {
      assert.equal(res.headers['content-range'], `bytes 0-9/${k.size}`);
      assert.equal(res.headers.vary, plain.headers.vary);
      assert.equal(res.headers.etag, k.etag, 'the stored file’s ETag: the range is of it');
      assert.equal(res.body.toString(), '# Celo Doc');
    },
  },
  {name: '14.2 Range on HEAD is ignored: 200', method: 'HEAD', headers: () => RANGE, status: 200},
  {name: '14.2 Range in another unit is ignored: 200', headers: () => ({Range: 'items=0-1'}), status: 200},
  {name: '14.2 several disjoint ranges: the whole file, 200', headers: () => ({Range: 'bytes=0-1,5-9'}), status: 200},
  {
    name: '14.1.2 a suffix longer than the file: all of it, as a range (206)',
    headers: (k) => ({Range: `bytes=-${k.size * 2}`}),
    status: 206,
    check: (res, k) => assert.equal(res.headers['content-range'], `bytes 0-${k.size - 1}/${k.size}`),
  },
  {
    name: '14.4 an unsatisfiable range: 416 with Content-Range: bytes */size',
    headers: (k) => ({Range: `bytes=${k.size}-`}),
    status: 416,
    check: (res, k) => assert.equal(res.headers['content-range'], `bytes */${k.size}`),
  },
  {
    name: '14.3 a 200 says Accept-Ranges: bytes',
    headers: () => ({}),
    status: 200,
    check: (res) => assert.equal(res.headers['accept-ranges'], 'bytes'),
  },
];

test('RFC 9110 conditional and range requests, case by case (the section number leads each case)', async () => {
  const dir = await servedFixture();
  await withHandler(createHandler(dir), async (port) => {
    const plain = await send(port, FILE);
    const br = await send(port, FILE, {'Accept-Encoding': 'br'});
    assert.equal(br.headers['content-encoding'], 'br');
    const known: Known = {
      etag: plain.headers.etag!,
      lastModified: plain.headers['last-modified']!,
      lastModifiedMs: Date.parse(plain.headers['last-modified']!),
      brEtag: br.headers.etag!,
      size: plain.body.length,
    };
    assert.match(known.etag, /^"[^"]+"$/, 'strong ETags');
    assert.notEqual(known.etag, known.brEtag, 'each representation has its own ETag');
    const failures: string[] = [];
    for (const c of CASES) {
      const headers = c.headers(known);
      const res = await send(port, FILE, headers, c.method);
      // The 200 the same request would get without its preconditions and range, to compare headers with.
      const unconditional = await send(
        port,
        FILE,
        headers['Accept-Encoding'] ? {'Accept-Encoding': headers['Accept-Encoding']} : {},
      );
      try {
        assert.equal(res.status, c.status, 'status');
        c.check?.(res, known, unconditional);
      } catch (err) {
        failures.push(
          `${c.name}: ${(err as Error).message.split('\n')[0]} (${JSON.stringify(headers)} → ${res.status})`,
        );
      }
    }
    assert.deepEqual(failures, []);
  });
});

test('5.6.7 HTTP-date: the three formats, case-sensitive, read as GMT; anything else is not a date', () => {
  const expected = Date.UTC(1994, 10, 6, 8, 49, 37);
  assert.equal(parseHttpDate('Sun, 06 Nov 1994 08:49:37 GMT'), expected, 'IMF-fixdate');
  assert.equal(parseHttpDate('Sunday, 06-Nov-94 08:49:37 GMT', Date.UTC(2026, 0, 1)), expected, 'RFC 850');
  assert.equal(parseHttpDate('Sun Nov  6 08:49:37 1994'), expected, 'asctime');
  // A two-digit year more than 50 years ahead is in the past century.
  assert.equal(new Date(parseHttpDate('Monday, 01-Jan-76 00:00:00 GMT', Date.UTC(2026, 0, 1))!).getUTCFullYear(), 2076);
  assert.equal(new Date(parseHttpDate('Friday, 01-Jan-77 00:00:00 GMT', Date.UTC(2026, 0, 1))!).getUTCFullYear(), 1977);
  assert.equal(formatHttpDate(expected), 'Sun, 06 Nov 1994 08:49:37 GMT');
  for (const bad of [
    'sun, 06 nov 1994 08:49:37 gmt',
    'Sun, 06 Nov 1994 08:49:37 UTC',
    'Sun, 6 Nov 1994 08:49:37 GMT',
    'Sun, 06 Nov 94 08:49:37 GMT',
    '1994-11-06T08:49:37Z',
    '11/06/1994',
    'Thu, 31 Nov 1994 08:49:37 GMT',
    'Sun, 06 Nov 1994 24:00:00 GMT',
    'Sun Nov 6 08:49:37 1994',
    '784111777',
    '',
  ]) {
    assert.equal(parseHttpDate(bad), null, bad);
  }
});

test('5.6.7 the asctime form has no zone and is read as GMT, whatever the machine’s time zone', () => {
  const zone = process.env.TZ;
  process.env.TZ = 'America/New_York';
  try {
    assert.equal(parseHttpDate('Sun Nov  6 08:49:37 1994'), Date.UTC(1994, 10, 6, 8, 49, 37));
  } finally {
    if (zone === undefined) delete process.env.TZ;
    else process.env.TZ = zone;
  }
});
