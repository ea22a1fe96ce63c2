import path from 'node:path';
import webpackConfig from '../../../webpack.config';

describe('the production build of the web client', () => {
  const config = webpackConfig({}, { mode: 'production' }).find((build) => build.name === 'client')!;
  const publicDir = config.output!.path!;

  it('names no source map in the bundles it serves', () => {
    expect(config.devtool).toBe('hidden-source-map');
  });

  it('writes the source maps outside the directory the server serves', () => {
    const mapOfMain = path.resolve(
      publicDir,
      String(config.output!.sourceMapFilename).replace('[file]', 'assets/main.js'),
    );

    expect(path.relative(publicDir, mapOfMain).startsWith('..')).toBe(true);
    expect(mapOfMain).toBe(path.resolve(publicDir, '..', 'sourcemaps', 'assets', 'main.js.map'));
  });
});

describe('the server-rendering build', () => {
  const builds = webpackConfig({}, { mode: 'production' });
  const client = builds.find((build) => build.name === 'client')!;
  const server = builds.find((build) => build.name === 'server')!;

  it('writes outside the directory the server serves', () => {
    expect(path.relative(client.output!.path!, server.output!.path!).startsWith('..')).toBe(true);
  });
});
