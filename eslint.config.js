// ESLint with typescript-eslint's type-checked rules, for the server, the web client, the scripts
// and the tests (`npm run lint`, a step of `npm test`). A rule switched off in a file says why.
import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['web/dist/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', '.data/**'] },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['web/vite.config.ts'] }, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    rules: {
      // Port implementations are async by contract: the in-memory adapters, stand-ins and routes that
      // answer at once keep the port's shape with an \`async\` function that awaits nothing.
      '@typescript-eslint/require-await': 'off',
      // A promise-returning handler where a callback's result is ignored (onClick={async () => …},
      // Koa's and Node's event callbacks) is how React and Node are used; every such handler catches
      // its own failures. Promises returned where a value is checked (conditions, spreads) still fail.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
      // A variable a shutdown handler reads before the start-up assigns it cannot be a const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // Tests read API answers as untyped JSON (the HTTP client's bodies are \`any\`): the assertions are
    // what checks their shape, so the rules on \`any\` values would only ask for casts.
    files: ['test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    // The tests' HTTP client hands bodies over as parsed JSON of any shape (see above).
    files: ['test/http/support/client.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  { files: ['**/*.{js,cjs,mjs}'], ...tseslint.configs.disableTypeChecked },
  { files: ['**/*.cjs'], languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly' } } },
)
