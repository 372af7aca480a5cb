import webpack from 'webpack';
import config from '../webpack.config';
const c = (config as any)(undefined, { mode: 'production' })[0];
c.output = { ...c.output, path: '/tmp/statsdist' };
webpack(c, (err, stats) => {
  if (err || !stats) throw err;
  const j = stats.toJson({ all: false, modules: true, chunks: true, nestedModules: true, chunkModules: true, ids: true, modulesSpace: Infinity, nestedModulesSpace: Infinity, chunkModulesSpace: Infinity, dependentModules: true, orphanModules: true, reasons: true, chunkRelations: true, chunkOrigins: true, chunkGroups: true, usedExports: true, providedExports: true });
  require('fs').writeFileSync('/tmp/stats.json', JSON.stringify(j));
  console.log('ok');
});
