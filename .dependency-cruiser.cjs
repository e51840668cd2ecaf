/**
 * The architecture's boundaries, checked by dependency-cruiser in `npm test`
 * (scripts/architecture/boundaries.unit.spec.ts; by hand: `npx depcruise --config .dependency-cruiser.cjs <dirs>`).
 *
 *   gateway ─► query-service ─► projectors ─► shared
 *      ├────► command-service ─────────────► shared        (shared: kernel ◄ platform ◄ contracts ◄ api)
 *      └────► site ─► query-service, projectors (faces) ─► shared
 *
 * The read side (projectors, query-service) never depends on the write side; domain code never knows
 * HTTP or the operation catalog; a package is reached only through its faces (src/<context>/index.ts),
 * and so is a context by the other contexts of its package. The site (the web front: pages, styles,
 * scripts, images, social cards) is mounted by the gateway and never reaches back into it, nor into
 * the write side: pages act through the operation executor the gateway hands them. Its specs and test
 * helpers alone may start the composed service, through the gateway's test face.
 */
const PACKAGES = 'shared|projectors|command-service|query-service|site|gateway';
/** Specs and test helpers: they may set up state through the write side and start the composed service. */
const TEST_FILES = ['\\.spec\\.ts$', '(^|/)testing\\.ts$', '-testing\\.ts$', '/testing/'];
/** The packages made of bounded contexts, one folder each (src/<context>/). */
const CONTEXT_PACKAGES = 'command-service|query-service|projectors';
/** The only files another package may import: each context's face, and shared's named faces. */
const FACES = [
  '^shared/src/(kernel|api|platform|config)/index\\.ts$',
  '^shared/src/kernel/(testing|esdb|mongo|kafka|postgres)\\.ts$',
  '^shared/src/(platform|api)/testing\\.ts$',
  '^shared/src/contracts/[^/]+/index\\.ts$',
  '^(projectors|command-service|query-service)/src/.+/index\\.ts$',
  '^gateway/src/(index|testing)\\.ts$',
  '^site/src/(index|testing)\\.ts$',
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
      to: { path: '^(projectors|query-service|site|gateway)/' },
    },
    {
      name: 'packages-in-layers',
      comment: 'projectors build on shared only; query-service on projectors and shared; only the gateway composes.',
      severity: 'error',
      from: { path: '^(projectors|query-service)/' },
      to: { path: '^(site|gateway)/' },
    },
    {
      name: 'site-never-on-gateway',
      comment:
        'The site is mounted by the gateway and built from what it hands over (executor, sessions, cache, stores): its own code never imports the gateway.',
      severity: 'error',
      from: { path: '^site/', pathNot: TEST_FILES },
      to: { path: '^gateway/' },
    },
    {
      name: 'site-tests-through-the-gateway-test-face',
      comment: "The site's specs start the composed service through @listings/gateway/testing only.",
      severity: 'error',
      from: { path: '^site/' },
      to: { path: '^gateway/', pathNot: '^gateway/src/testing\\.ts$' },
    },
    {
      name: 'site-never-on-write-side',
      comment:
        "Pages act through the operation executor (the API's operations) or a port the gateway fills, never the write side's classes.",
      severity: 'error',
      from: { path: '^site/', pathNot: TEST_FILES },
      to: { path: '^command-service/' },
    },
    {
      name: 'site-has-no-cycles',
      comment: "The site's own modules form no import cycle.",
      severity: 'error',
      from: { path: '^site/src/' },
      to: { path: '^site/src/', circular: true },
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
      to: { path: '^(projectors|command-service|query-service|site|gateway)/' },
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
