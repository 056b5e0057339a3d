/**
 * Feature folders (app/features/*) may depend on one another, but never in a circle: a cycle
 * means two features are one, or a piece of one belongs somewhere both can use. The rule reads
 * the import graph of every feature folder once per run, and reports each import that closes a
 * cycle between folders (cart -> checkout -> cart).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const IMPORT = /(?:^|\n)\s*(?:import|export)[^'"]*?from\s*['"]([^'"]+)['"]|(?:^|\n)\s*import\s*['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The feature a file belongs to, or undefined outside app/features. */
function featureOf(file, featuresDir) {
  const relative = path.relative(featuresDir, file);
  if (relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
  const [feature, ...rest] = relative.split(path.sep);
  return rest.length ? feature : undefined;
}

function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.(ts|tsx|js|jsx)$/.test(entry.name) && !/\.test\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** Feature -> the features its files import, from the files as they are on disk. */
function featureGraph(featuresDir) {
  const graph = new Map();
  for (const file of listFiles(featuresDir)) {
    const from = featureOf(file, featuresDir);
    const edges = graph.get(from) ?? new Set();
    graph.set(from, edges);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const specifier = match[1] ?? match[2] ?? match[3];
      if (!specifier?.startsWith('.')) continue;
      const to = featureOf(path.resolve(path.dirname(file), specifier), featuresDir);
      if (to && to !== from) edges.add(to);
    }
  }
  return graph;
}

/** A path of features from `start` to `goal`, or undefined. */
function pathBetween(graph, start, goal) {
  const seen = new Set();
  const queue = [[start]];
  while (queue.length) {
    const trail = queue.shift();
    const last = trail[trail.length - 1];
    if (last === goal) return trail;
    for (const next of graph.get(last) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push([...trail, next]);
    }
  }
  return undefined;
}

const graphs = new Map();

export default {
  meta: {
    type: 'problem',
    docs: { description: 'Feature folders under app/features must not import each other in a circle.' },
    schema: [{ type: 'object', properties: { featuresDir: { type: 'string' } }, additionalProperties: false }],
    messages: {
      cycle:
        'Feature folders import each other in a circle: {{trail}}. Move what both need to where both may use it (app/lib, app/components, domain/) or to the folder that owns it.',
    },
  },
  create(context) {
    const featuresDir = path.resolve(context.cwd, context.options[0]?.featuresDir ?? 'app/features');
    const filename = context.physicalFilename;
    const from = featureOf(filename, featuresDir);
    if (!from) return {};
    // One graph per ESLint process, read from the files on disk (an editor's long-lived process
    // sees the graph as it was when it started); the linted file's own imports are checked as written.
    const base = graphs.get(featuresDir) ?? featureGraph(featuresDir);
    graphs.set(featuresDir, base);
    const check = (node, specifier) => {
      if (typeof specifier !== 'string' || !specifier.startsWith('.')) return;
      const to = featureOf(path.resolve(path.dirname(filename), specifier), featuresDir);
      if (!to || to === from) return;
      const back = pathBetween(base, to, from);
      if (back) context.report({ node, messageId: 'cycle', data: { trail: [from, ...back].join(' -> ') } });
    };
    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
