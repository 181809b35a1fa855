// Loaded with `node --import` into every Node process a guide step starts (scripts/samples/guides/run.ts): sends
// fetch requests for a Celo RPC URL to the local chain instead. viem's chain objects (`celo`, `celoSepolia`) carry
// Forno as their default URL, so `http()` without a URL would otherwise leave the machine. The map comes from
// GUIDE_RPC_REDIRECT ({"https://forno…": "http://127.0.0.1:port"}); other requests are untouched.
const map = Object.entries(JSON.parse(process.env.GUIDE_RPC_REDIRECT || '{}'));
const original = globalThis.fetch;

if (map.length && original) {
  const redirect = (url) => {
    for (const [from, to] of map) if (url === from || url.startsWith(`${from}/`)) return to + url.slice(from.length);
    return url;
  };
  globalThis.fetch = (input, init) => {
    if (typeof input === 'string') return original(redirect(input), init);
    if (input instanceof URL) return original(redirect(input.href), init);
    if (input instanceof Request && redirect(input.url) !== input.url)
      return original(new Request(redirect(input.url), input), init);
    return original(input, init);
  };
}
