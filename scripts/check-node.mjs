// `npm start` runs this first: the service is TypeScript run by Node itself (type stripping, Node 24
// LTS; see .nvmrc). On an older Node say so plainly instead of failing on the first `.ts` import.
const [major] = process.versions.node.split('.').map(Number);
if (!process.features.typescript || major < 24) {
  console.error(
    `This service needs Node.js 24 LTS or later (see .nvmrc); this is Node ${process.version}.\n` +
      'Install it (e.g. `nvm install 24 && nvm use`), or run it on this Node through tsx, a dev dependency: `npx tsx gateway/src/main.ts`.',
  );
  process.exit(1);
}
