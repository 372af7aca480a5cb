// Stands in for a style sheet in the server render's bundle (config/serverBundle.ts).
module.exports = {};
