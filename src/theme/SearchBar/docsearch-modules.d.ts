/** DocSearch 3.9 ships its modal and style entry points without type declarations. */
declare module '@docsearch/react/modal' {
  export {DocSearchModal} from '@docsearch/react';
}
declare module '@docsearch/react/style';
