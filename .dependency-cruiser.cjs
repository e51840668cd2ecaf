/**
 * The architecture's boundaries, checked by dependency-cruiser in `npm test`
 * (scripts/architecture/boundaries.unit.spec.ts; by hand: `npx depcruise --config .dependency-cruiser.cjs <dirs>`).
 *
 *   gateway ─► query-service ─► projectors ─► shared
 *      └────► command-service ─────────────► shared        (shared: kernel ◄ platform ◄ contracts ◄ api)
 *
 * The read side (projectors, query-service) never depends on the write side; domain code never knows
 * HTTP or the operation catalog; a package is reached only through its faces (src/<context>/index.ts),
 * and so is a context by the other contexts of its package.
 */
const PACKAGES = 'shared|projectors|command-service|query-service|gateway';
/** The packages made of bounded contexts, one folder each (src/<context>/). */
const CONTEXT_PACKAGES = 'command-service|query-service|projectors';
/** The only files another package may import: each context's face, and shared's named faces. */
const FACES = [
  '^shared/src/(kernel|api|platform|config)/index\\.ts$',
  '^shared/src/kernel/(testing|esdb|mongo|kafka|postgres)\\.ts$',
  '^shared/src/platform/testing\\.ts$',
  '^shared/src/contracts/[^/]+/index\\.ts$',
  '^(projectors|command-service|query-service)/src/.+/index\\.ts$',
  '^gateway/src/index\\.ts$',
];

module.exports = {
  forbidden: [
    {
      name: 'read-side-never-on-write-side',
      comment: 'Projectors and query handlers depend on published contracts, never on the write side.',
      severity: 'error',
      from: { path: '^(projectors|query-service)/' },
      to: { path: '^command-service/' },
    },
    {
      name: 'write-side-never-on-read-side',
      comment: 'The write side decides from its own streams; the read side answers it through ports.',
      severity: 'error',
      from: { path: '^command-service/' },
      to: { path: '^(projectors|query-service|gateway)/' },
    },
    {
      name: 'packages-in-layers',
      comment: 'projectors build on shared only; query-service on projectors and shared; only the gateway composes.',
      severity: 'error',
      from: { path: '^(projectors|query-service)/' },
      to: { path: '^gateway/' },
    },
    {
      name: 'projectors-never-on-queries',
      severity: 'error',
      from: { path: '^projectors/' },
      to: { path: '^query-service/' },
    },
    {
      name: 'shared-depends-on-no-package',
      severity: 'error',
      from: { path: '^shared/' },
      to: { path: '^(projectors|command-service|query-service|gateway)/' },
    },
    {
      name: 'kernel-depends-on-nothing',
      comment: 'The kernel (stores, runtimes, deciders) knows no platform service, contract or HTTP.',
      severity: 'error',
      from: { path: '^shared/src/kernel/' },
      to: { path: '^shared/src/(api|platform|contracts|config)/' },
    },
    {
      name: 'contracts-know-no-http',
      comment: 'The published language of a context is domain: no catalog, no HTTP, no settings.',
      severity: 'error',
      from: { path: '^shared/src/contracts/' },
      to: { path: ['^shared/src/(api|config)/', '^node_modules/(express|@modelcontextprotocol)/'] },
    },
    {
      name: 'platform-below-api',
      severity: 'error',
      from: { path: '^shared/src/platform/' },
      to: { path: '^shared/src/(api|config|contracts)/' },
    },
    {
      name: 'domain-knows-no-http',
      comment:
        'Deciders, commands, reactors and process managers never import the catalog or HTTP; only *-handlers.ts are the edge.',
      severity: 'error',
      from: { path: '^command-service/src/', pathNot: ['-handlers\\.ts$', '\\.spec\\.ts$', '/testing/'] },
      to: { path: ['^shared/src/api/', '^node_modules/(express|@modelcontextprotocol)/'] },
    },
    {
      name: 'only-faces-across-packages',
      comment: 'Another package is reached through its faces (src/<context>/index.ts), never its files.',
      severity: 'error',
      from: { path: `^(${PACKAGES}|scripts)/` },
      to: { path: `^(${PACKAGES})/`, pathNot: ['^$1/', ...FACES] },
    },
    {
      name: 'only-faces-across-contexts',
      comment:
        'Inside command-service, query-service and projectors a context (src/<context>/) reaches another one through its face (src/<other>/index.ts), never its files. Files at src/ itself (query-service/src/paging.ts) and src/testing/ (test helpers) belong to no context.',
      severity: 'error',
      from: { path: `^(${CONTEXT_PACKAGES})/src/([^/]+)/`, pathNot: '^[^/]+/src/testing/' },
      to: { path: '^$1/src/[^/]+/', pathNot: ['^$1/src/$2/', '^$1/src/[^/]+/index\\.ts$', '^$1/src/testing/'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)\\.cache/|(^|/)data/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
