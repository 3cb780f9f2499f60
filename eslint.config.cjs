/**
 * ESLint flat config for `wp-scripts lint-js src blocks tests bin`.
 *
 * - src/, blocks/: browser TypeScript/JavaScript (the WordPress recommended set).
 * - src/**\/test/: Jest unit tests; tests/e2e/: Playwright tests.
 * - bin/, tests/rest/ and the root config files: Node scripts (ESM .mjs or CommonJS).
 */
const wpPlugin = require( '@wordpress/eslint-plugin' );
const globals = require( 'globals' );

const nodeFiles = [
	'bin/**/*.{js,mjs,cjs}',
	'tests/rest/**/*.{js,mjs,cjs,ts}',
	'tests/e2e/**/*.{js,mjs,cjs,ts}',
	'*.{js,mjs,cjs}',
];

module.exports = [
	{
		ignores: [
			'**/build/**',
			'**/node_modules/**',
			'**/vendor/**',
			'.wp/**',
			'test-results/**',
			'playwright-report/**',
		],
	},

	...wpPlugin.configs.recommended,

	// The @wordpress/scripts defaults for the Babel parser (no project Babel config).
	{
		languageOptions: {
			parserOptions: {
				requireConfigFile: false,
				babelOptions: {
					presets: [
						require.resolve( '@wordpress/babel-preset-default' ),
					],
				},
			},
		},
	},

	{
		rules: {
			'@wordpress/i18n-text-domain': [
				'error',
				{ allowedTextDomain: 'eventin' },
			],
		},
	},

	...wpPlugin.configs[ 'test-unit' ].map( ( config ) => ( {
		...config,
		files: [
			'src/**/test/**/*.{js,jsx,ts,tsx}',
			'blocks/**/test/**/*.{js,jsx,ts,tsx}',
			'tests/unit/**/*.{js,jsx,ts,tsx}',
		],
	} ) ),

	...wpPlugin.configs[ 'test-playwright' ].map( ( config ) => ( {
		...config,
		files: [ 'tests/e2e/**/*.{js,mjs,ts}' ],
	} ) ),

	{
		files: nodeFiles,
		languageOptions: {
			globals: { ...globals.node },
		},
		rules: {
			// Command-line scripts report through the console.
			'no-console': 'off',
			// Node resolves `node:` built-ins and package exports itself.
			'import/no-unresolved': [ 'error', { ignore: [ '^node:' ] } ],
			'import/extensions': 'off',
			// Plain JavaScript tooling documents intent, not types.
			'jsdoc/require-param-type': 'off',
			'jsdoc/require-returns-description': 'off',
		},
	},
	{
		// Root config files build on what @wordpress/scripts brings along.
		files: [ '*.{js,mjs,cjs}' ],
		rules: {
			'import/no-extraneous-dependencies': 'off',
		},
	},
	{
		files: [ 'bin/**/*.mjs', 'tests/**/*.mjs' ],
		languageOptions: {
			sourceType: 'module',
		},
	},
	{
		// Jest reads a test file's environment from a docblock tag.
		files: [ '**/test/*.test.{ts,tsx}' ],
		rules: {
			'jsdoc/check-tag-names': [
				'error',
				{ definedTags: [ 'jest-environment' ] },
			],
		},
	},
];
