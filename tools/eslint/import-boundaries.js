// Enforces the one-way import flow of docs/ARCHITECTURE: apps → packages, never back; features of
// the web app never import one another (shared things move to components/, lib/ or packages/shared),
// components/ and lib/ import no feature, admin/ imports no public feature;
// modules of the server never import one another, and the server's lib/, sql/ and plugins/ never import a
// module (shared things move down to lib/, or to sql/ for SQL several modules need). Only app.ts, server.ts, start.ts and tests may import a
// module, and then only its route plugin (`<feature>.routes.ts`).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

/** Where a file sits in the server: a module (by name), lib/, plugins/, or elsewhere. */
function serverZoneOf(file) {
  const r = rel(file);
  const module = /^apps\/server\/src\/modules\/([^/]+)(\/|$)/.exec(r);
  if (module) return { kind: 'module', name: module[1] };
  const shared = /^apps\/server\/src\/(lib|plugins|sql)(\/|$)/.exec(r);
  if (shared) return { kind: shared[1], name: '' };
  if (r.startsWith('apps/server/src/')) return { kind: 'server', name: '' };
  return null;
}

const isTestFile = (file) => /\.test\.tsx?$/.test(file) || /^apps\/server\/src\/test\//.test(rel(file));
const isRoutePlugin = (file) => /\.routes(\.ts)?$/.test(file);

function serverReason(file, target) {
  const from = serverZoneOf(file);
  const to = serverZoneOf(target);
  if (!from || !to || to.kind !== 'module') return null;
  if (from.kind === 'module' && from.name === to.name) return null;
  if (isTestFile(file) && isRoutePlugin(target)) return null;
  if (from.kind === 'lib' || from.kind === 'plugins' || from.kind === 'sql')
    return `server ${from.kind}/ must not import modules/${to.name}: move the shared part down to lib/`;
  if (from.kind === 'module') {
    return `module "${from.name}" must not import module "${to.name}": move the shared part down to lib/`;
  }
  // app.ts, server.ts, start.ts and tests register modules by their route plugin only.
  if (!isRoutePlugin(target))
    return `import a module only by its route plugin (modules/${to.name}/${to.name}.routes.ts); move the rest down to lib/`;
  return null;
}

/** Where a file sits in the web app: a public feature (by name), components/, lib/, admin/, app/, or elsewhere. */
function webZoneOf(file) {
  const r = rel(file);
  const feature = /^apps\/web\/src\/features\/([^/]+)(\/|$)/.exec(r);
  if (feature) return { kind: 'feature', name: feature[1] };
  const zone = /^apps\/web\/src\/(components|lib|admin|app|locales)(\/|$)/.exec(r);
  if (zone) return { kind: zone[1], name: '' };
  return null;
}

/**
 * components/ and lib/ are the bottom of the web app: they import no feature, no admin section and no
 * route; lib/ (logic) imports no component either. The back-office (admin/) imports no public feature; public features import nothing of admin/
 * or app/. Shared things move down to components/ or lib/.
 */
function webReason(file, target) {
  const from = webZoneOf(file);
  const to = webZoneOf(target);
  if (!from || !to) return null;
  const upward = ['feature', 'admin', 'app'];
  if ((from.kind === 'components' || from.kind === 'lib') && upward.includes(to.kind))
    return `web ${from.kind}/ must not import ${to.kind === 'feature' ? `features/${to.name}` : `${to.kind}/`}: it is shared by everything above it`;
  if (from.kind === 'lib' && to.kind === 'components')
    return 'web lib/ must not import components/: lib/ is the bottom (logic, no UI); move the shared part down to lib/';
  if (from.kind === 'admin' && to.kind === 'feature')
    return `the back-office must not import the public feature "${to.name}": move the shared part to components/ or lib/`;
  if (from.kind === 'admin' && to.kind === 'app') return 'the back-office must not import app/ (routes and layouts)';
  if (from.kind === 'feature' && (to.kind === 'admin' || to.kind === 'app'))
    return `feature "${from.name}" must not import ${to.kind}/: routes compose features, not the other way round`;
  return null;
}

function areaOf(file) {
  const r = rel(file);
  const feature = /^apps\/web\/src\/features\/([^/]+)(\/|$)/.exec(r);
  if (feature) return { kind: 'feature', name: feature[1] };
  if (r.startsWith('packages/')) return { kind: 'package', name: r.split('/')[1] };
  if (r.startsWith('apps/')) return { kind: 'app', name: r.split('/')[1] };
  return { kind: 'other', name: '' };
}

export const importBoundaries = {
  meta: { type: 'problem', messages: { forbidden: '{{reason}}' }, schema: [] },
  create(context) {
    const file = context.filename;
    const from = areaOf(file);
    function check(node, source) {
      if (typeof source !== 'string') return;
      let reason = null;
      if (from.kind === 'package' && /^@hc\/(server|web|e2e|bench)/.test(source)) {
        reason = 'packages/* must not import apps/*';
      } else if (source.startsWith('.')) {
        const to = areaOf(path.resolve(path.dirname(file), source));
        if (from.kind === 'package' && (to.kind === 'app' || to.kind === 'feature'))
          reason = 'packages/* must not import apps/*';
        else if (from.kind === 'package' && to.kind === 'package' && to.name !== from.name)
          reason = `import @hc/${to.name} by its package name, not by a relative path`;
        else if (from.kind === 'feature' && to.kind === 'feature' && to.name !== from.name)
          reason = `feature "${from.name}" must not import feature "${to.name}": move the shared part to components/, lib/ or packages/shared`;
        else if ((from.kind === 'app' || from.kind === 'feature') && to.kind === 'package')
          reason = 'import workspace packages by name (@hc/...)';
        else
          reason =
            serverReason(file, path.resolve(path.dirname(file), source)) ??
            webReason(file, path.resolve(path.dirname(file), source));
      }
      if (reason) context.report({ node, messageId: 'forbidden', data: { reason } });
    }
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
