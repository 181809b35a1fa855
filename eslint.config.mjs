// ESLint flat config: TypeScript (type-aware), React hooks, accessibility of JSX and Docusaurus' own rules.
// Formatting is Prettier's job (`npm run format`), so no stylistic rules are enabled here. Every rule turned
// off or changed below says why.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import docusaurus from '@docusaurus/eslint-plugin';
import globals from 'globals';

// `_name` marks a parameter or binding that is required by a signature but deliberately unused.
const unusedVars = [
  'error',
  {argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true},
];

export default tseslint.config(
  {
    ignores: [
      'build/**',
      '**/.docusaurus/**',
      'node_modules/**',
      'samples/**/node_modules/**',
      // Projects the samples check writes from the pages (gitignored).
      'samples/.extracted/**',
      // Checker-only setup for the code samples: type-checked by the samples stage against samples/node_modules,
      // which a fresh clone installs in the background, after lint has run (so ESLint cannot resolve its types).
      'samples/preludes/**',
      'test-results/**',
      'playwright-report/**',
      'blob-report/**',
    ],
  },
  js.configs.recommended,
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: {globals: {...globals.node}},
    rules: {'no-unused-vars': unusedVars},
  },
  {
    // The Algolia crawler runs this file with its `Crawler` constructor in scope.
    files: ['docsearch/crawler-config.js'],
    languageOptions: {globals: {Crawler: 'readonly'}},
  },
  {
    // Swizzled theme components written in JavaScript (JSX): parsed by typescript-eslint so that names used
    // only in JSX count as used.
    files: ['src/**/*.js'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: {ecmaFeatures: {jsx: true}},
      globals: {...globals.browser},
    },
    rules: {'no-unused-vars': 'off', '@typescript-eslint/no-unused-vars': unusedVars},
    plugins: {'@typescript-eslint': tseslint.plugin},
  },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: {
        // Every TypeScript file is in tsconfig.json (scripts/**/*.ts included), so the project service finds all.
        projectService: true,
        tsconfigRootDir: import.meta.dirname,
      },
      globals: {...globals.browser, ...globals.node},
    },
    rules: {
      '@typescript-eslint/no-unused-vars': unusedVars,
      // Off: Docusaurus plugin lifecycles and search-client methods are async by contract; an async function
      // without `await` is intended there, and the type checker already catches a missing await's result.
      '@typescript-eslint/require-await': 'off',
    },
  },
  {
    files: ['tests/**/*.ts'],
    rules: {
      // node:test's test() and describe() return promises that the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {allowForKnownSafeCalls: [{from: 'package', package: 'node:test', name: ['test', 'describe', 'it', 'suite']}]},
      ],
      // Off in tests: they inspect untyped objects on purpose (the loaded Docusaurus config, plugin options,
      // JSON from the build) and assert their shape at run time, which is the point of the test.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx,js}'],
    plugins: {'@docusaurus': docusaurus},
    rules: docusaurus.configs.recommended.rules,
  },
  {
    // Off for pages and components (landing sections, showcase cards, the assistant dialog): their headings
    // have no ids, and Docusaurus' <Heading> adds its anchor link only for a heading with an id, so it would
    // render the same element. The rule matters for doc content, which Markdown headings already cover.
    files: ['src/pages/**', 'src/components/**'],
    rules: {'@docusaurus/prefer-docusaurus-heading': 'off'},
  },
  {
    files: ['**/*.{ts,tsx,js}'],
    plugins: {'react-hooks': reactHooks},
    rules: {
      // The rules of hooks. The React Compiler rules of the plugin's newer presets (refs read during render,
      // setState in an effect, …) are not enabled: the site does not use React Compiler, and the swizzled
      // Docusaurus components follow the theme's own patterns.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  jsxA11y.flatConfigs.recommended,
  {
    rules: {
      // Code blocks and wide tables scroll horizontally; WCAG (and axe's scrollable-region-focusable) needs
      // them focusable so keyboard users can scroll them.
      'jsx-a11y/no-noninteractive-tabindex': ['error', {tags: ['pre', 'table'], roles: ['tabpanel']}],
    },
  },
);
