/** Where the initial test run notes each test's file (recordTestFiles.cjs), in Stryker's sandbox. */
const path = require('node:path');

module.exports = { TEST_FILES_RECORD: path.join(__dirname, '.test-files.ndjson') };
