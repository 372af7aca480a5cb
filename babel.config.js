/**
 * Babel turns TypeScript and JSX into the browser's JavaScript (webpack's browser build), Node's
 * (webpack's server render bundle, whose target babel-loader names) and jest's.
 */
module.exports = (api) => {
  const isTest = api.env('test');
  const forNode = isTest || api.caller((caller) => Boolean(caller && caller.target === 'node'));
  return {
    presets: [
      [
        '@babel/preset-env',
        forNode ? { targets: { node: 'current' } } : { bugfixes: true, useBuiltIns: false },
      ],
      ['@babel/preset-react', { runtime: 'automatic' }],
      ['@babel/preset-typescript', { allowDeclareFields: true }],
    ],
  };
};
