/**
 * Highlights a quoted sentence on the page a citation leads to. Text fragments (`#:~:text=`) are not applied
 * on client-side navigation, so the dialog records the quote when a citation is followed and the launcher
 * (mounted on every page) finds it in the article once the page has rendered. Uses the CSS Custom Highlight
 * API, which changes no DOM that React owns; browsers without it get the sentence's block scrolled into view.
 */
const NAME = 'assistant-quote';
let pending: {path: string; text: string} | null = null;

export function highlightOnArrival(url: string, text: string): void {
  pending = {path: url.split('#')[0]!.replace(/\/$/, '') || '/', text};
}

const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** A DOM range covering `text` inside `root`, matching across whitespace differences and inline markup. */
export function findText(root: Element, text: string): Range | null {
  const target = squash(text).slice(0, 160);
  if (!target) return null;
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const map: {node: Text; offset: number}[] = [];
  let flat = '';
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const value = node.data;
    for (let i = 0; i < value.length; i++) {
      const ch = /\s/.test(value[i]!) ? ' ' : value[i]!;
      if (ch === ' ' && flat.endsWith(' ')) continue;
      flat += ch;
      map.push({node, offset: i});
    }
  }
  const start = flat.indexOf(target);
  if (start < 0) return null;
  const end = start + target.length - 1;
  const range = document.createRange();
  range.setStart(map[start]!.node, map[start]!.offset);
  range.setEnd(map[end]!.node, map[end]!.offset + 1);
  return range;
}

type Registry = {set(name: string, h: unknown): void; delete(name: string): void};
const registry = (): Registry | undefined =>
  (globalThis.CSS as unknown as {highlights?: Registry} | undefined)?.highlights;

/** Stops waiting for the previous page's quote (a new navigation came first). */
let stopWaiting: (() => void) | null = null;
/** How long to wait for the quoted text to appear: a page on a busy phone can take seconds to render. */
const WAIT_MS = 20_000;

/**
 * Applies the pending highlight if this is its page: at once when the article already holds the quote,
 * otherwise as soon as a change to the page brings it (a MutationObserver, not a count of frames, so a slow
 * render is waited for), for up to WAIT_MS.
 */
export function applyPendingHighlight(pathname: string): void {
  stopWaiting?.();
  registry()?.delete(NAME);
  const wanted = pending;
  if (!wanted || wanted.path !== (pathname.replace(/\/$/, '') || '/')) return;
  pending = null;
  const apply = (): boolean => {
    const article = document.querySelector('article');
    const range = article && findText(article, wanted.text);
    if (!range) return false;
    const Highlight = (globalThis as unknown as {Highlight?: new (r: Range) => unknown}).Highlight;
    if (Highlight) registry()?.set(NAME, new Highlight(range));
    range.startContainer.parentElement?.scrollIntoView({block: 'center'});
    return true;
  };
  if (apply()) return;
  const observer = new MutationObserver(() => {
    if (apply()) stop();
  });
  const timer = setTimeout(() => stop(), WAIT_MS);
  const stop = () => {
    observer.disconnect();
    clearTimeout(timer);
    if (stopWaiting === stop) stopWaiting = null;
  };
  stopWaiting = stop;
  observer.observe(document.body, {childList: true, subtree: true, characterData: true});
}
