// Stylesheets are imported for their side effect (webpack's css-loader; an empty module in jest).
declare module '*.css';
