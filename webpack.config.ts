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

export default (
  _env: unknown,
  argv: { mode?: 'production' | 'development' },
): webpack.Configuration & { devServer?: DevServerConfiguration } => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: './src/client/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist/client'),
      filename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:12].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:12][ext]',
      // Source maps stay beside the build for debugging, outside the directory the server makes public.
      sourceMapFilename: '../sourcemaps/[file].map',
      publicPath: '/',
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js'], alias: { '@': path.resolve(__dirname, 'src') } },
    module: {
      rules: [
        {
          test: /\.[jt]sx?$/,
          exclude: /node_modules/,
          // webpack's --mode does not set NODE_ENV for Babel; without this, production bundles call jsxDEV.
          use: { loader: 'babel-loader', options: { envName: production ? 'production' : 'development' } },
        },
        { test: /\.(png|jpe?g|webp|svg|woff2?)$/, type: 'asset/resource' },
      ],
    },
    // hidden: the bundles carry no sourceMappingURL, so nothing points a visitor at the maps.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    plugins: [
      new webpack.DefinePlugin({
        'process.env.API_BASE_URL': JSON.stringify('/v1'),
        // QA_PANEL=1 at build time shows the QA panel (docs/qa-snapshots.md) without `?qa=1`.
        'process.env.QA_PANEL': JSON.stringify(process.env.QA_PANEL ?? ''),
      }),
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
