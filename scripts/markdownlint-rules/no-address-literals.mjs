// celo-no-address-literals: contract and token addresses come from the typed data in src/data (rendered by
// the address components), never pasted into a page, where they could drift or be mistyped.
/** @type {import('markdownlint').Rule} */
export default {
  names: ['celo-no-address-literals'],
  description: 'No 40-hex-digit address literal in a page (addresses come from src/data)',
  tags: ['celo', 'data'],
  parser: 'none',
  function(params, onError) {
    params.lines.forEach((line, i) => {
      for (const m of line.matchAll(/\b0x[0-9a-fA-F]{40}\b/g)) {
        onError({
          lineNumber: i + 1,
          detail: `literal address ${m[0]}; take it from src/data with an address component`,
          context: m[0],
        });
      }
    });
  },
};
