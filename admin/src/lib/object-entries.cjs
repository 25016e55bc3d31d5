// Stands in for the object.entries polyfill (see vite.config.ts).
module.exports = Object.entries;
