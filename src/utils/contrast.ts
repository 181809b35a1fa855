/** WCAG 2.x contrast between colours written as #rrggbb, rgb(…) or rgba(…); used by tests. */
export type RGBA = [number, number, number, number];

export function parseColor(text: string): RGBA {
  const hex = /^#([0-9a-f]{6})$/i.exec(text.trim());
  if (hex) {
    const n = parseInt(hex[1]!, 16);
    return [(n >> 16) & 255, (n >> 8) & 255, n & 255, 1];
  }
  const fn = /^rgba?\(([^)]+)\)$/i.exec(text.trim());
  if (fn) {
    const parts = fn[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    if (parts.length >= 3 && parts.every((p) => Number.isFinite(p))) {
      return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
    }
  }
  throw new Error(`unsupported colour: ${text}`);
}

/** `top` drawn over `bottom` (whose alpha is taken as 1). */
export function composite(top: RGBA, bottom: RGBA): RGBA {
  const a = top[3];
  return [0, 1, 2].map((i) => top[i]! * a + bottom[i]! * (1 - a)).concat(1) as RGBA;
}

function luminance([r, g, b]: RGBA): number {
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrastRatio(a: RGBA | string, b: RGBA | string): number {
  const la = luminance(typeof a === 'string' ? parseColor(a) : a);
  const lb = luminance(typeof b === 'string' ? parseColor(b) : b);
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
