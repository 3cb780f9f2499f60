/**
 * The widget catalogue (src/widgets/catalogue.ts) as the JSON PHP reads
 * (build/widgets.json): each kind's tags and its fields' types, defaults and
 * limits, and each kind's title, description and icon in English. Field
 * labels stay in the scripts, where they are translated.
 *
 * The catalogue is TypeScript; it is compiled here with TypeScript itself and
 * run with the real @wordpress/i18n (no locale data: the English strings).
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );
const Module = require( 'node:module' );
const ts = require( 'typescript' );

const CATALOGUE = path.resolve( __dirname, '../../src/widgets/catalogue.ts' );

/**
 * Loads a TypeScript module (and the local TypeScript modules it imports).
 * @param file
 */
function loadTs( file ) {
	const source = fs.readFileSync( file, 'utf8' );
	const { outputText } = ts.transpileModule( source, {
		compilerOptions: {
			module: ts.ModuleKind.CommonJS,
			target: ts.ScriptTarget.ES2020,
			esModuleInterop: true,
		},
	} );
	const mod = new Module( file, module );
	mod.filename = file;
	mod.paths = Module._nodeModulePaths( path.dirname( file ) );
	const parentRequire = mod.require.bind( mod );
	mod.require = ( request ) =>
		request.startsWith( '.' )
			? loadTs( path.resolve( path.dirname( file ), request ) + '.ts' )
			: parentRequire( request );
	mod._compile( outputText, file );
	return mod.exports;
}

/**
 * What PHP needs of a field: its type, default and limits.
 * @param field
 */
function phpField( field ) {
	const out = { type: field.type, default: field.default };
	if ( field.type === 'number' ) {
		out.min = field.min;
		if ( field.max !== undefined ) {
			out.max = field.max;
		}
	}
	if ( field.type === 'select' ) {
		out.choices = field.choices.map( ( choice ) => choice.value );
	}
	if ( field.type === 'ids' ) {
		out.source = field.source;
		out.multiple = field.multiple;
	}
	return out;
}

/** @return {Object} The catalogue as PHP reads it. */
function widgetsJson() {
	const { WIDGETS } = loadTs( CATALOGUE );
	return Object.fromEntries(
		WIDGETS.map( ( kind ) => [
			kind.name,
			{
				tag: kind.tag,
				aliases: kind.aliases,
				family: kind.family,
				// For the block's variations PHP registers (the editor's own,
				// from the catalogue, are translated).
				title: kind.title,
				description: kind.description,
				icon: kind.icon,
				fields: Object.fromEntries(
					kind.fields.map( ( field ) => [
						field.name,
						phpField( field ),
					] )
				),
			},
		] )
	);
}

/** Webpack plugin: writes build/widgets.json on every build (and watch). */
class WidgetsJsonPlugin {
	apply( compiler ) {
		compiler.hooks.thisCompilation.tap( 'WidgetsJson', ( compilation ) => {
			compilation.fileDependencies.add( CATALOGUE );
			compilation.fileDependencies.add(
				path.join( path.dirname( CATALOGUE ), 'fields.ts' )
			);
			compilation.hooks.processAssets.tap(
				{ name: 'WidgetsJson', stage: 0 },
				() => {
					const json = JSON.stringify( widgetsJson(), null, '\t' );
					compilation.emitAsset(
						'widgets.json',
						new compiler.webpack.sources.RawSource( json + '\n' )
					);
				}
			);
		} );
	}
}

/**
 * The attributes of the block `eventin/widget` (block.json): `kind`, and every
 * field of every kind as text, as a shortcode gives it (no defaults: a kind's
 * own defaults apply when one is missing), named as blockAttributeName says.
 * `npm run block-json` writes them.
 *
 * @return {Object} The attributes by name.
 */
function blockAttributes() {
	const { WIDGETS, blockAttributeName } = loadTs( CATALOGUE );
	const attributes = {
		kind: { type: 'string', enum: WIDGETS.map( ( kind ) => kind.name ) },
	};
	for ( const kind of WIDGETS ) {
		for ( const field of kind.fields ) {
			attributes[ blockAttributeName( field.name ) ] = { type: 'string' };
		}
	}
	return attributes;
}

module.exports = { widgetsJson, blockAttributes, WidgetsJsonPlugin };
