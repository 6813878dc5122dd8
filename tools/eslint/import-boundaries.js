// Enforces the one-way import flow of docs/ARCHITECTURE: apps → packages, never back; features of
// the web app never import one another (shared things move to components/, lib/ or packages/shared).
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const rel = (file) => path.relative(root, file).split(path.sep).join('/');

function areaOf(file) {
  const r = rel(file);
  const feature = /^apps\/web\/src\/features\/([^/]+)\//.exec(r);
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
