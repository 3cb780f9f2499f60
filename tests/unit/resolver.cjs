/**
 * Jest's resolver: our code's `@wordpress/components` is the 29.5.4 that the build bundles
 * (webpack.config.js, WordPress 6.8's). Packages keep their own: DataViews is bundled with its
 * own components in the build (`@wordpress/dataviews/wp`), so in tests its CommonJS build gets
 * the version it was made for.
 */
const path = require( 'path' );

const ROOT = path.resolve( __dirname, '../..' );
const OURS = [ 'src', 'blocks', 'tests' ].map(
	( folder ) => path.join( ROOT, folder ) + path.sep
);

module.exports = ( request, options ) => {
	const fromOurs = OURS.some( ( folder ) =>
		( options.basedir + path.sep ).startsWith( folder )
	);
	return options.defaultResolver(
		fromOurs && request === '@wordpress/components'
			? 'wordpress-6.8-components'
			: request,
		options
	);
};
