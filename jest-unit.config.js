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
	// Jest's 5 s suits an idle machine; a loaded 2-core one (CI beside a build) took longer for the
	// form tests that type into many fields (schedule-form timed out).
	testTimeout: 30_000,
	// Jest keeps a core free by default (one worker on two cores); the unit suite runs alone.
	// A third worker on two cores was no faster (the suite is CPU-bound) and used more CPU.
	maxWorkers: '100%',
	// SWC compiles TypeScript and JSX (the automatic runtime, as @wordpress/babel-preset-default)
	// several times faster than Babel. A few dependencies of @wordpress/components ship ES
	// modules only (uuid, @wordpress/theme's .mjs, marked for @wordpress/blocks): compile them
	// like our own code.
	transform: {
		'\\.(m?js|jsx|tsx?)$': [
			'@swc/jest',
			{
				jsc: {
					parser: { syntax: 'typescript', tsx: true },
					transform: { react: { runtime: 'automatic' } },
					target: 'es2022',
				},
				module: { type: 'commonjs' },
			},
		],
	},
	transformIgnorePatterns: [
		'/node_modules/(?!(uuid|@wordpress/theme|marked)/)',
	],
	// Our @wordpress/components is the one the build bundles (see the resolver).
	resolver: '<rootDir>/tests/unit/resolver.cjs',
	moduleNameMapper: {
		// The `wp` entry is an ES module bundle for the browser; tests use the
		// package's CommonJS build of the same components.
		'^@wordpress/dataviews/wp$': '@wordpress/dataviews',
	},
};
