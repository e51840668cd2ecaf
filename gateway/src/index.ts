/**
 * The gateway's face, for scripts (benchmarks, the MCP conformance run) that start the service in
 * their own process: the composition root and the demo directory's content.
 */
export { createService, listen, openEmbeddedStores, type Service, type ServiceOptions } from './service.ts';
export { FEATURES, READ_MODELS } from './features.ts';
export { DEMO_CATEGORIES, DEMO_PRODUCT_THEMES } from './demo/demo-content.ts';
export { kafkaClient, startProjectors } from './distributed/projectors.ts';
export { seedDemoData } from './demo/seed.ts';
