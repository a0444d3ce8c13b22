import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { DefinePlugin, type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { BOOT_ENTRY, BootScripts } from './scripts/lib/bootScripts';
import { ChunkGraph, Precompress } from './scripts/lib/webpackPlugins';
import { CHUNK_LOAD_TIMEOUT_MS } from './src/shared/domain/constants';
import { robotsTxt } from './src/shared/domain/memberScreens';

const root = __dirname;
const API_ORIGIN = process.env.API_ORIGIN ?? 'http://127.0.0.1:3000';
// `npm run build:qa`: a production build with the QA recorder and panel, into dist/qa/.
const QA_BUILD = process.env.QA_BUILD === 'true';

// Libraries every screen needs travel together in one long-cached vendor chunk.
const VENDOR =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-redux|redux|redux-thunk|@reduxjs|reselect|immer|react-router|react-router-dom|use-sync-external-store|cookie|set-cookie-parser)[\\/]/;

// The console's charts (chart.js and its colour helper): a chunk of their own in the console's
// chunk group, loaded with it, so neither chunk nears the 60 KB route budget (scripts/budgets.mjs).
const CHARTS = /[\\/]node_modules[\\/](chart\.js|@kurkle[\\/]color)[\\/]/;

// The console's rich-text editor (TipTap on ProseMirror, some 125 KB gzip together): four chunks
// of its own chunk group (LazyRichTextEditor's), so that none nears the 60 KB route budget.
const PROSEMIRROR_VIEW = /[\\/]node_modules[\\/]prosemirror-view[\\/]/;
const PROSEMIRROR =
  /[\\/]node_modules[\\/](prosemirror-(?!view[\\/])[a-z-]+|orderedmap|rope-sequence|w3c-keyname)[\\/]/;
const TIPTAP = /[\\/]node_modules[\\/](@tiptap[\\/](core|react)|fast-equals)[\\/]/;
const TIPTAP_EXTENSIONS =
  /[\\/]node_modules[\\/](@tiptap[\\/](extension-[a-z-]+|extensions|starter-kit)|linkifyjs)[\\/]/;

const SYNC_STORE_SHIM = path.resolve(root, 'src/client/app/syncExternalStoreShim.ts');

export default (
  env: { entry?: string } | undefined,
  argv: { mode?: Configuration['mode'] },
): Configuration => {
  const production = argv.mode !== 'development';
  // `--env entry=…` builds another entry with these same settings (the size floor of
  // scripts/lib/floor.mjs); it never writes into dist/.
  const altEntry = env?.entry;
  const devServer: DevServerConfiguration = {
    port: 8080,
    host: '127.0.0.1',
    historyApiFallback: true,
    hot: false,
    proxy: [{ context: ['/api', '/media'], target: API_ORIGIN, changeOrigin: false }],
  };

  return {
    mode: production ? 'production' : 'development',
    context: root,
    // The boot entry is the one script the HTML names; it adds the others (src/client/boot.ts).
    // It carries its own runtime, so it runs before, and without, the app's runtime chunk.
    entry: altEntry
      ? { main: altEntry }
      : {
          main: './src/client/main.tsx',
          [BOOT_ENTRY]: { import: './src/client/boot.ts', runtime: false },
        },
    output: {
      path: path.resolve(root, QA_BUILD ? 'dist/qa/public' : 'dist/public'),
      publicPath: '/',
      filename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:10].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      // Requirements §9.7: a chunk that has not arrived after 120 s fails with type "timeout".
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      // Maps stay beside, not inside, the folder the server publishes.
      sourceMapFilename: '../sourcemaps/[file].map',
      clean: true,
    },
    // Source maps are written for debugging, outside dist/public and not referenced.
    devtool: altEntry ? false : production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: {
      extensions: ['.tsx', '.ts', '.js'],
      // The use-sync-external-store shims (imported by @xstate/react and @tiptap/react) only pass
      // through to React 19's own hook; they were in the first load's vendor chunk.
      alias: {
        'use-sync-external-store/shim$': SYNC_STORE_SHIM,
        'use-sync-external-store/shim/index.js$': SYNC_STORE_SHIM,
        'use-sync-external-store/shim/with-selector$': 'use-sync-external-store/with-selector',
        'use-sync-external-store/shim/with-selector.js$': 'use-sync-external-store/with-selector',
      },
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: {
              // tsc --noEmit is the type gate; esnext modules keep import() as chunk split points.
              transpileOnly: true,
              compilerOptions: { module: 'esnext', moduleResolution: 'bundler', noEmit: false },
            },
          },
        },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        {
          test: /\.(png|jpe?g|gif|svg|webp|woff2?|eot|ttf)$/i,
          type: 'asset/resource',
        },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({
        template: './public/index.html',
        favicon: './public/favicon.svg',
        scriptLoading: 'defer',
      }),
      new BootScripts(),
      new MiniCssExtractPlugin({
        filename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
        chunkFilename: production ? 'assets/[name].[contenthash:10].css' : 'assets/[name].css',
      }),
      new CopyPublic(),
      // SSR: the browser's bundle is never the server's page writer (src/client/ssr).
      new DefinePlugin({
        'process.env.QA_BUILD': JSON.stringify(String(QA_BUILD)),
        'process.env.SSR': JSON.stringify('false'),
      }),
      // Production only: dist/stats/chunk-graph.json for `npm run budgets`, .br/.gz beside assets.
      ...(production ? [new ChunkGraph(root), new Precompress()] : []),
    ],
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: {
          vendor: { test: VENDOR, name: 'vendor', chunks: 'all', priority: 20, enforce: true },
          charts: { test: CHARTS, name: 'console-charts', chunks: 'async', enforce: true },
          editorView: {
            test: PROSEMIRROR_VIEW,
            name: 'console-prosemirror-view',
            chunks: 'async',
            enforce: true,
          },
          editorModel: {
            test: PROSEMIRROR,
            name: 'console-prosemirror',
            chunks: 'async',
            enforce: true,
          },
          editorCore: { test: TIPTAP, name: 'console-tiptap', chunks: 'async', enforce: true },
          editorKit: {
            test: TIPTAP_EXTENSIONS,
            name: 'console-tiptap-extensions',
            chunks: 'async',
            enforce: true,
          },
          defaultVendors: false,
        },
      },
      runtimeChunk: 'single',
    },
    // Budgets for minified files (about a third of that over the wire): warn when the first load
    // grows past what it needs today (480 → 490 KiB for the two languages of issue #18: +10 KiB
    // minified, +3.9 KB gzip, see scripts/budgets.mjs).
    performance: production
      ? { hints: 'warning', maxEntrypointSize: 490 * 1024, maxAssetSize: 420 * 1024 }
      : false,
    devServer,
  };
};

/**
 * Writes robots.txt from the member screens table (html and favicon go through
 * HtmlWebpackPlugin), so a new screen kept out of search needs no second list.
 */
class CopyPublic {
  apply(compiler: import('webpack').Compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('CopyPublic', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CopyPublic', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.emitAsset('robots.txt', new RawSource(robotsTxt()));
        },
      );
    });
  }
}
