/**
 * The tslib helpers @docusaurus/utils-common's client code calls (see ./index.ts), with tslib's semantics:
 * a CommonJS module becomes the default export of a namespace; an ES module is returned as it is.
 */
export function __importDefault<T>(mod: T): T | {default: T} {
  return mod && (mod as {__esModule?: boolean}).__esModule ? mod : {default: mod};
}
