// Build plugins of webpack.config.ts: pre-compressed copies of text assets, and the chunk graph
// that scripts/budgets.mjs checks the size budgets against.
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Chunk, Compilation, Compiler, Module } from 'webpack';

const COMPRESSIBLE = /\.(js|css|svg)$/;
/** Where the chunk graph goes, relative to the output folder: beside it, never published. */
export const CHUNK_GRAPH_FILE = '../stats/chunk-graph.json';

/**
 * Writes name.br (brotli 11) and name.gz (gzip 9) beside each JS/CSS/SVG asset, for
 * @fastify/static's preCompressed mode: the server never compresses these on the fly.
 */
export class Precompress {
  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER;
    compiler.hooks.thisCompilation.tap('Precompress', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'Precompress', stage }, (assets) => {
        for (const [name, source] of Object.entries(assets)) {
          if (!COMPRESSIBLE.test(name) || name.startsWith('..')) continue;
          const bytes = source.buffer();
          const params = {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
          };
          const variants: [string, Buffer][] = [
            ['.br', brotliCompressSync(bytes, { params })],
            ['.gz', gzipSync(bytes, { level: 9 })],
          ];
          for (const [ext, packed] of variants) {
            // Too small to gain: the server falls back to the plain file.
            if (packed.length < bytes.length)
              compilation.emitAsset(name + ext, new RawSource(packed));
          }
        }
      });
    });
  }
}

/** Source files of a module, looking inside concatenated (scope-hoisted) modules. */
function sourcesOf(module: Module, root: string): string[] {
  const inner = (module as Module & { modules?: Module[] }).modules;
  if (inner) return inner.flatMap((m) => sourcesOf(m, root));
  const resource = (module as Module & { resource?: string }).resource;
  return resource ? [path.relative(root, resource)] : [];
}

/**
 * Emits the chunk graph: every chunk's files and source modules, the entry's chunks, and each
 * async chunk group (named by webpackChunkName) with its chunks.
 */
export class ChunkGraph {
  constructor(private readonly root: string) {}

  apply(compiler: Compiler) {
    const { RawSource } = compiler.webpack.sources;
    const stage = compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT;
    compiler.hooks.thisCompilation.tap('ChunkGraph', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkGraph', stage }, () => {
        const graph = describe(compilation, this.root);
        compilation.emitAsset(CHUNK_GRAPH_FILE, new RawSource(JSON.stringify(graph, null, 1)));
      });
    });
  }
}

function describe(compilation: Compilation, root: string) {
  const idOf = (c: Chunk) => String(c.id);
  const chunks = [...compilation.chunks].map((chunk) => ({
    id: idOf(chunk),
    name: chunk.name ?? null,
    initial: chunk.canBeInitial(),
    files: [...chunk.files].filter((f) => f.endsWith('.js')),
    modules: [...compilation.chunkGraph.getChunkModulesIterable(chunk)]
      .flatMap((m) => sourcesOf(m, root))
      .sort(),
  }));
  const groups: Record<string, string[]> = {};
  for (const group of compilation.chunkGroups) {
    const name = group.name ?? group.options.name;
    if (name) groups[name] = group.chunks.map(idOf);
  }
  return { chunks, groups };
}
