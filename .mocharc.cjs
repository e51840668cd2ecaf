// Mocha's settings. Node 24 runs the TypeScript specs as they are (type stripping); an older Node
// (22.6 and earlier: no process.features.typescript) loads them through tsx, a dev dependency.
module.exports = {
  'node-option': process.features.typescript ? [] : ['import=tsx'],
  timeout: 20000,
  recursive: true,
  exit: true,
};
