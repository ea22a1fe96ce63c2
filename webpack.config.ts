import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import zlib from 'node:zlib';
import webpack from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';

const API_PORT = process.env.PORT ?? '3000';

const COMPRESSIBLE = /\.(js|css|svg|json|txt)$/;

/**
 * chunk-groups.json: the script files of each named chunk group (the entry and every lazy chunk with the split
 * chunks it needs), so the browser suite can tell admin code from public code by file name.
 */
class ChunkGroupsManifestPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('ChunkGroupsManifest', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'ChunkGroupsManifest', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const groups = Object.fromEntries(
            [...compilation.namedChunkGroups].map(([name, group]) => [
              name,
              group.chunks.flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js'))),
            ]),
          );
          compilation.emitAsset('chunk-groups.json', new webpack.sources.RawSource(JSON.stringify(groups, null, 1)));
        },
      );
    });
  }
}

function precompressedAssets() {
  return [
    new CompressionPlugin({
      test: COMPRESSIBLE,
      algorithm: 'gzip',
      compressionOptions: { level: 9 },
      filename: '[path][base].gz',
    }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test: COMPRESSIBLE,
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      filename: '[path][base].br',
    }),
  ];
}

const MUI_STYLES = path.join('@mui', 'material', 'esm', 'styles');
const MUI_PLAIN_THEME: Record<string, string> = {
  './createTheme.js': './createThemeNoVars.js',
  './ThemeProvider.js': './ThemeProviderNoVars.js',
};

/**
 * The site's theme uses no CSS theme variables, but MUI's createTheme and ThemeProvider pick their plain or their
 * CSS-variables half at run time, so a bundler keeps both, and every component reaches createTheme through MUI's
 * default theme. Both builds point them at the plain half, which is what they run for a theme without
 * `cssVariables` or `colorSchemes` (theme.ts; __tests__/scripts/muiPlainTheme.test.ts): about 8 KB gzip less per page.
 */
export const muiPlainTheme = () =>
  new webpack.NormalModuleReplacementPlugin(
    /^\.\/(createTheme|ThemeProvider)\.js$/,
    (resource: { context: string; request: string }) => {
      if (resource.context.endsWith(MUI_STYLES))
        resource.request = MUI_PLAIN_THEME[resource.request] ?? resource.request;
    },
  );

const resolve = { extensions: ['.tsx', '.ts', '.js'], alias: { '@': path.resolve(__dirname, 'src') } };

/** The TypeScript and JSX of both builds; webpack's --mode does not set NODE_ENV for Babel. */
const scripts = (production: boolean) => ({
  test: /\.[jt]sx?$/,
  exclude: /node_modules/,
  // Without envName, production bundles would call jsxDEV.
  use: { loader: 'babel-loader', options: { envName: production ? 'production' : 'development' } },
});

const ASSETS = /\.(png|jpe?g|webp|svg|woff2?)$/;
const ASSET_FILENAME = 'assets/[name].[contenthash:12][ext]';

const definitions = () =>
  new webpack.DefinePlugin({
    'process.env.API_BASE_URL': JSON.stringify('/v1'),
    // QA_PANEL=1 at build time shows the QA panel (docs/qa-snapshots.md) without `?qa=1`.
    'process.env.QA_PANEL': JSON.stringify(process.env.QA_PANEL ?? ''),
  });

/**
 * The server-rendering bundle (dist/ssr/render.js): the same app, for Node, in one file the server loads at start
 * (client/server.tsx). Asset URLs are the client build's; the files themselves come from that build.
 */
const serverBuild = (production: boolean): webpack.Configuration => ({
  name: 'server',
  mode: production ? 'production' : 'development',
  target: 'node',
  entry: { render: './src/client/server.tsx' },
  output: {
    path: path.resolve(__dirname, 'dist/ssr'),
    filename: '[name].js',
    library: { type: 'commonjs2' },
    assetModuleFilename: ASSET_FILENAME,
    publicPath: '/',
    clean: true,
  },
  resolve,
  module: {
    rules: [scripts(production), { test: ASSETS, type: 'asset/resource', generator: { emit: false } }],
  },
  devtool: false,
  plugins: [definitions(), muiPlainTheme(), new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
  // Read by Node, not downloaded: minifying would only slow the build down and the stack traces.
  optimization: { minimize: false },
  performance: { hints: false },
});

const clientBuild = (production: boolean): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  return {
    name: 'client',
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      assetModuleFilename: ASSET_FILENAME,
      // Source maps stay beside the build for debugging, outside the directory the server makes public.
      sourceMapFilename: '../sourcemaps/[file].map',
      publicPath: '/',
      clean: true,
    },
    resolve,
    module: { rules: [scripts(production), { test: ASSETS, type: 'asset/resource' }] },
    // hidden: the bundles carry no sourceMappingURL, so nothing points a visitor at the maps.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    plugins: [
      definitions(),
      muiPlainTheme(),
      new HtmlWebpackPlugin({ template: 'public/index.html', favicon: 'public/favicon.svg' }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', to: '.', globOptions: { ignore: ['**/index.html'] } }] }),
      // Compressed once here, at the highest settings; the server sends the .br or .gz beside each file.
      ...(production ? precompressedAssets() : []),
      new ChunkGroupsManifestPlugin(),
    ],
    optimization: { splitChunks: { chunks: 'all' }, runtimeChunk: 'single' },
    performance: { hints: false },
    devServer: {
      port: 8080,
      hot: true,
      historyApiFallback: true,
      proxy: [{ context: ['/v1', '/uploads'], target: `http://localhost:${API_PORT}` }],
    },
  };
};

/** Both builds; `--config-name client` builds the browser's alone (the dev server, the bundle benchmark). */
export default (_env: unknown, argv: { mode?: 'production' | 'development' }): webpack.Configuration[] => {
  const production = argv.mode !== 'development';
  return [clientBuild(production), serverBuild(production)];
};
