// ESLint flat config. `npm run lint` runs tsc, this with --max-warnings 0, and prettier --check;
// formatting is Prettier's job alone (eslint-config-prettier switches off the rules that would fight it).
import js from '@eslint/js';
import nextPlugin from '@next/eslint-plugin-next';
import prettierConfig from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import regexp from 'eslint-plugin-regexp';
import tseslint from 'typescript-eslint';

// Import boundaries (the layers are described in the README): each folder lists what it may not import.
// In flat config a later block replaces a rule's options instead of merging them, so each block below
// spells out every pattern that applies to its folder.
const serverAtRuntime = {
  group: ['@/lib/server', '@/lib/server/**'],
  allowTypeImports: true,
  message: 'Server-only code: import it from lib/server, pages/api or a loader; here only `import type` is allowed.',
};
const components = {
  group: ['@/components', '@/components/**'],
  message: 'lib/ is below the UI: move what both need into lib/ instead of importing a component.',
};
const dbOrServices = {
  group: ['@/lib/server/db', '@/lib/server/db/**', '@/lib/server/services', '@/lib/server/services/**'],
  message: 'Pages read their data through a loader in lib/server/loaders, never from the db or a service directly.',
};
const pages = {
  group: ['@/pages', '@/pages/**', '**/pages', '**/pages/**'],
  message: "Nothing below the pages imports from pages/: an API answer's type and input schema live in lib/contracts.",
};
const restrict = (...patterns) => ({ '@typescript-eslint/no-restricted-imports': ['error', { patterns }] });

// The browser calls the API through the typed client only (`call(contract, input)`, lib/contracts/client.ts),
// so that no page hand-types an answer or a path: the axios clients are for lib/api and that client.
const AXIOS_CLIENTS = ['adminApi', 'imageApi', 'userApi', 'mfuApi', 'otpApi', 'commonApi', 'cpApi', 'nextTradeApi'];
const TYPED_CLIENT_ONLY = 'Call the API through the typed client: call(someContract, input, { params }) from lib/contracts/client.ts.';
const axiosClients = { name: '@/lib/api/clients', importNames: AXIOS_CLIENTS, message: TYPED_CLIENT_ONLY };
// A restrict() that also keeps the axios clients out; a client used after a dynamic import() is caught by its use.
const restrictUi = (...patterns) => ({
  '@typescript-eslint/no-restricted-imports': ['error', { patterns, paths: [axiosClients] }],
  'no-restricted-syntax': [
    'error',
    { selector: `MemberExpression[object.name=/^(${AXIOS_CLIENTS.join('|')})$/]`, message: TYPED_CLIENT_ONLY },
    { selector: `MemberExpression[property.name=/^(${AXIOS_CLIENTS.join('|')})$/]`, message: TYPED_CLIENT_ONLY },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '.next/**',
      '.next-*/**',
      'out/**',
      '.data/**',
      'coverage/**',
      'public/**',
      'test-results/**',
      'test-results-*/**',
      'playwright-report/**',
      'blob-report/**',
      'test-reports/**',
      'next-env.d.ts',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },

  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers and booleans in template strings read fine (`${count} items`); objects and undefined still fail.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // `void promise` is how the code marks a deliberate fire-and-forget (event handlers, effects).
      '@typescript-eslint/no-floating-promises': ['error', { ignoreVoid: true }],
      // `onClick={() => setOpen(false)}` is idiomatic React; a void call used as a value elsewhere still fails.
      // (no-misused-promises keeps its default: an async JSX handler is written `onClick={() => void save()}`.)
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `_unused` marks a parameter kept for its position (e.g. a handler's `req` when only `res` is used).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // An `async` function without `await` is how an implementation meets a promise-returning interface
      // (Mailer.send, the rate-limit stores, next.config's headers()); the bugs this rule aims at (a
      // forgotten await) are caught by no-floating-promises and no-misused-promises.
      '@typescript-eslint/require-await': 'off',
      // It asks for `x!` over `x as T`; no-non-null-assertion forbids `!`, and the two would fight.
      '@typescript-eslint/non-nullable-type-assertion-style': 'off',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      // Both `type` and `interface` are used for object shapes; forcing one churns files without a gain.
      '@typescript-eslint/consistent-type-definitions': 'off',
      // `a || b` on strings is deliberate where an empty string means "not set" (form fields, env vars).
      '@typescript-eslint/prefer-nullish-coalescing': ['error', { ignorePrimitives: { string: true, boolean: true } }],
      // A drizzle transaction is passed wherever a Db is expected (same query API, different class).
      '@typescript-eslint/no-unsafe-class-instance-assignment': 'off',
      'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },

  // React, accessibility and Next's rules for the UI.
  {
    files: ['components/**/*.{ts,tsx}', 'layouts/**/*.{ts,tsx}', 'pages/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y, '@next/next': nextPlugin },
    settings: { next: { rootDir: import.meta.dirname } },
    rules: {
      ...reactHooks.configs['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      ...nextPlugin.configs.recommended.rules,
      ...nextPlugin.configs['core-web-vitals'].rules,
      // Warnings would be errors under --max-warnings 0 anyway; say so.
      'react-hooks/exhaustive-deps': 'error',
      // A scrolling table is a labelled region that must take focus, or keyboard users cannot scroll it
      // (axe's scrollable-region-focusable); tab panels take focus by the ARIA pattern.
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['region', 'tabpanel'] }],
    },
  },

  // Patterns run in linear time: one that backtracks over a long line of an uploaded file or a body
  // holds the event loop for seconds (a statement cell of spaces stopped the server for minutes).
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { regexp },
    rules: { 'regexp/no-super-linear-backtracking': 'error', 'regexp/no-super-linear-move': 'error' },
  },

  // Import boundaries, and the typed client for every API call from the browser.
  { files: ['components/**/*.{ts,tsx}', 'layouts/**/*.{ts,tsx}'], rules: restrictUi(serverAtRuntime, pages) },
  {
    files: ['lib/**/*.{ts,tsx}'],
    ignores: ['lib/server/**', 'lib/api/**', 'lib/contracts/client.ts'],
    rules: restrictUi(serverAtRuntime, components, pages),
  },
  { files: ['lib/api/**/*.{ts,tsx}', 'lib/contracts/client.ts'], rules: restrict(serverAtRuntime, components, pages) },
  { files: ['lib/server/**/*.{ts,tsx}'], rules: restrict(components, pages) },
  { files: ['pages/**/*.{ts,tsx}'], ignores: ['pages/api/**'], rules: restrictUi({ ...dbOrServices }) },
  { files: ['middleware.ts'], rules: restrict(components, pages) },

  // Tests: Vitest's asymmetric matchers (`expect.any(String)`, `expect.objectContaining`) are typed `any`,
  // and response bodies are JSON whose shape the assertions check at run time, so the no-unsafe-* rules
  // would only ask for casts. `expect(mock.method)` and no-op callbacks are normal in tests, and so is `!`
  // on a value the test has just created: if it is missing, the test fails there, which is its job.
  {
    files: ['tests/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-empty-function': 'off',
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  // Command-line scripts and test servers print their results.
  {
    files: ['.ci/**', 'tests/bench/**', 'tests/scale/**', 'tests/support/**', 'lib/server/db/cli.ts'],
    rules: { 'no-console': 'off' },
  },

  // Plain JavaScript (configs and Node scripts) is outside the TypeScript project: no type-aware rules.
  {
    files: ['**/*.{js,mjs,cjs}'],
    ...tseslint.configs.disableTypeChecked,
    languageOptions: {
      // Node's globals, listed here rather than adding the `globals` package for a handful of names.
      globals: Object.fromEntries(
        [
          'process',
          'console',
          'Buffer',
          'URL',
          'URLSearchParams',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'fetch',
        ].map((name) => [name, 'readonly']),
      ),
      parserOptions: { projectService: false },
    },
  },

  prettierConfig,
);
