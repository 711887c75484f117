// The layers of the hexagon (README, "Architecture"), checked by dependency-cruiser in `npm test`
// (`npm run lint:layers`). It follows every kind of import: static, dynamic, `import 'x'`,
// re-exports and `require`, type-only imports included.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-pure',
      comment: 'src/domain holds the aggregates and ports: it imports other domain files and fp-ts, nothing else (no I/O, no framework).',
      severity: 'error',
      from: { path: '^src/domain/' },
      to: { pathNot: ['^src/domain/', '^node_modules/fp-ts/'] },
    },
    {
      name: 'application-uses-domain-and-ports',
      comment:
        'src/application (handlers, ports, queries) imports the domain, itself, fp-ts and two Node modules for types and hashing ' +
        '(node:stream for the file storage port, node:crypto for token hashes); never an adapter, the composition root, the web client or a framework.',
      severity: 'error',
      from: { path: '^src/application/' },
      to: { pathNot: ['^src/application/', '^src/domain/', '^node_modules/fp-ts/', '^(node:)?(stream|crypto)$'] },
    },
    {
      name: 'adapters-not-main',
      comment: 'Adapters are wired by the composition root (src/main); they never import it.',
      severity: 'error',
      from: { path: '^src/adapters/' },
      to: { path: '^src/main/' },
    },
    {
      name: 'web-uses-only-the-contract',
      comment: 'The web client shares with the server only the HTTP contract module (types of the API answers).',
      severity: 'error',
      from: { path: '^web/src/' },
      to: { path: '^src/', pathNot: '^src/adapters/http/contract\\.ts$' },
    },
    {
      name: 'no-test-code-in-the-product',
      comment: 'Nothing under src/ or web/src/ imports tests.',
      severity: 'error',
      from: { path: '^(src|web/src)/' },
      to: { path: '^test/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default', 'types'], extensions: ['.ts', '.tsx', '.js', '.d.ts'] },
    exclude: { path: '^web/dist/' },
  },
}
