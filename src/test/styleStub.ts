// Jest does not load stylesheets; an import of a .css file yields this empty module.
export default {};
