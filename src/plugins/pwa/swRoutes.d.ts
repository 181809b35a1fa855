/** Types of ./swRoutes.js (plain JavaScript for the service worker's Babel build). */
export declare const PAGES_CACHE: string;
export declare const ASSETS_CACHE: string;
export declare const UNAVAILABLE_PARAM: string;
export declare function isPageUrl(url: URL, scope: URL): boolean;
export declare function isAssetUrl(url: URL, scope: URL): boolean;
export declare function unavailableUrl(url: URL, scope: URL): string;
export declare function unavailablePage(search: string, origin: string): string | null;
