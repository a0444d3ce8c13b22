// Jest's module loader cannot require() ES modules on Node 20, and a few server dependencies
// ship only as ESM. This transformer converts such files to CommonJS with esbuild.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      sourcemap: true,
      sourcefile: filename,
      loader: 'js',
    });
    return { code, map };
  },
};
