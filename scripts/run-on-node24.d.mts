// Types of run-on-node24.mjs (plain JavaScript, so that Node 20 runs it) for the TypeScript that imports it.
export declare const NODE_VERSION: string;
export declare const MIN_MAJOR: number;
export declare const CACHE_DIR: string;

export type Plan =
  | { use: 'current' }
  | { use: 'cached'; node: string }
  | { use: 'fetch'; node: string; package: string }
  | { use: 'tsx' };

export declare function plan(input: {
  version: string;
  platform: string;
  arch: string;
  cached: boolean;
  cacheDir?: string;
}): Plan;

export declare function ensure(): Exclude<Plan, { use: 'fetch' }>;
