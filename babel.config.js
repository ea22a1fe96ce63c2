/** Babel compiles the client for browsers (webpack); Jest compiles with SWC (jest.config.ts). */
module.exports = (api) => ({
  presets: [
    ['@babel/preset-env', { bugfixes: true, modules: false }],
    ['@babel/preset-react', { runtime: 'automatic', development: api.env('development') }],
    ['@babel/preset-typescript', { allowDeclareFields: true, onlyRemoveTypeImports: true }],
  ],
});
