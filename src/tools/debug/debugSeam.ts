/**
 * The one seam between the app and the debug tools (record and replay, README.md here): the
 * store takes the action tap and the DevTools sanitizers from here, the layouts the tools' panel.
 * Nothing else of the storefront imports tools/ (ESLint's layer zones hold it), and the tools
 * import the storefront only downward (state, features), never app/.
 */
export { createActionTap, recordWhenNeeded, registerActionTap } from './actionTap';
export { actionSanitizer, stateSanitizer } from './devtoolsSanitizers';
export { default as DebugToolsLoader } from './DebugToolsLoader';
