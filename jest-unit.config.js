/**
 * Unit tests for `wp-scripts test-unit-js`: only `src/**\/test/*.test.ts(x)` and `blocks/**\/test/*.test.ts(x)`
 * (tests/e2e holds Playwright tests, tests/rest the REST tests).
 */
const defaultConfig = require( '@wordpress/scripts/config/jest-unit.config' );

module.exports = {
	...defaultConfig,
	rootDir: __dirname,
	roots: [ '<rootDir>/src', '<rootDir>/blocks' ],
	testMatch: [ '<rootDir>/{src,blocks}/**/test/*.test.[jt]s?(x)' ],
	setupFiles: [ '<rootDir>/tests/unit/setup-globals.js' ],
	setupFilesAfterEnv: [ '<rootDir>/tests/unit/setup.ts' ],
	// A few dependencies of @wordpress/components ship ES modules only
	// (uuid, @wordpress/theme's .mjs, marked for @wordpress/blocks): compile them
	// like our own code.
	transform: {
		...defaultConfig.transform,
		'\\.mjs$': defaultConfig.transform[ '\\.[jt]sx?$' ],
	},
	transformIgnorePatterns: [
		'/node_modules/(?!(uuid|@wordpress/theme|marked)/)',
	],
	moduleNameMapper: {
		// The `wp` entry is an ES module bundle for the browser; tests use the
		// package's CommonJS build of the same components.
		'^@wordpress/dataviews/wp$': '@wordpress/dataviews',
	},
};
