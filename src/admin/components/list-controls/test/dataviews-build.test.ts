/**
 * @jest-environment node
 */
/// <reference types="node" />
/**
 * The build of DataViews the lists run on (bin/lib/dataviews-wp-loader.cjs cuts what the app
 * never draws): every cut still finds its code in the installed @wordpress/dataviews (a cut that
 * finds nothing means the package changed and the chunk grew back), the result is still valid
 * code, and every DataViews sub-component the app draws is kept.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
// The PostCSS of @wordpress/scripts, which runs the plugin in the build.
// eslint-disable-next-line import/no-extraneous-dependencies
import postcss from 'postcss';
import { transpileModule } from 'typescript';

const ROOT = join( __dirname, '../../../../..' );
const loader = require( join( ROOT, 'bin/lib/dataviews-wp-loader.cjs' ) );
const unusedCss = require( join( ROOT, 'bin/lib/dataviews-unused-css.cjs' ) );

const PACKAGE = require
	.resolve( '@wordpress/dataviews/package.json' )
	.replace( /package\.json$/, '' );
const built = readFileSync( PACKAGE + 'build-wp/index.js', 'utf8' );

/**
 * Every .ts/.tsx file of src/ but tests.
 *
 * @param dir The folder.
 */
function sourceFiles( dir: string ): string[] {
	return readdirSync( dir ).flatMap( ( name ) => {
		const path = join( dir, name );
		if ( statSync( path ).isDirectory() ) {
			return name === 'test' ? [] : sourceFiles( path );
		}
		return /\.tsx?$/.test( name ) ? [ path ] : [];
	} );
}

describe( 'the DataViews build', () => {
	const { source, matched } = loader.cutUnused( built );

	it( 'finds the code of every cut', () => {
		const cuts = Object.entries( matched as Record< string, number > );
		expect( cuts.length ).toBeGreaterThan( 0 );
		for ( const [ cut, count ] of cuts ) {
			// The cut's name in a failure says which one found nothing.
			expect( { cut, found: count > 0 } ).toEqual( { cut, found: true } );
		}
	} );

	it( 'is still valid code, and smaller', () => {
		const loaded: string = loader( built );
		// Syntax only: transpiling checks no types.
		const { diagnostics } = transpileModule( loaded, {
			fileName: 'index.js',
			reportDiagnostics: true,
			compilerOptions: { allowJs: true },
		} );
		expect( diagnostics ).toEqual( [] );
		expect( loaded.length ).toBeLessThan( built.length );
		// Transpiling 2 MB takes seconds, many more on a busy machine.
	}, 120_000 );

	it( 'keeps only the table layout', () => {
		const layouts = /^var VIEW_LAYOUTS = \[[\s\S]*?^\];$/m.exec( source );
		expect( layouts?.[ 0 ] ).toContain( 'type: LAYOUT_TABLE' );
		expect( layouts?.[ 0 ] ).not.toContain( 'LAYOUT_GRID' );
		expect( layouts?.[ 0 ] ).not.toContain( 'LAYOUT_LIST' );
	} );

	it( 'keeps every DataViews sub-component the app draws', () => {
		const used = new Set(
			sourceFiles( join( ROOT, 'src' ) ).flatMap( ( file ) =>
				[
					...readFileSync( file, 'utf8' ).matchAll(
						/\bDataViews\.([A-Z]\w*)/g
					),
				].map( ( match ) => match[ 1 ] )
			)
		);
		expect( used.size ).toBeGreaterThan( 0 );
		for ( const name of used ) {
			expect( loader.KEPT_SUB_COMPONENTS ).toContain( name );
			expect( source ).toMatch(
				new RegExp( `^DataViewsSubComponents\\.${ name } = `, 'm' )
			);
		}
		expect( source ).not.toMatch( /^DataViewsSubComponents\.Filters = /m );
		expect( source ).not.toMatch( /^DataViewsPickerSubComponents\./m );
	} );
} );

describe( "DataViews' stylesheet in build/admin.css", () => {
	const css = readFileSync( PACKAGE + 'build-style/style.css', 'utf8' );
	const kept = postcss( [ unusedCss ] ).process( css, {
		from: undefined,
	} ).css;
	const selectors = ( text: string ) => {
		const found: string[] = [];
		postcss.parse( text ).walkRules( ( rule ) => {
			found.push( ...rule.selectors );
		} );
		return found;
	};

	it( 'drops the rules of the parts the build cuts', () => {
		for ( const block of unusedCss.UNUSED_BLOCKS ) {
			expect( css ).toContain( '.' + block );
			expect( kept ).not.toContain( '.' + block );
		}
		expect( kept.length ).toBeLessThan( css.length );
	} );

	it( 'keeps every other selector, and those that only exclude a cut part', () => {
		const before = selectors( css ).filter(
			( selector ) => ! unusedCss.isUnusedSelector( selector )
		);
		expect( before.length ).toBeGreaterThan( 0 );
		expect( selectors( kept ) ).toEqual( before );
		expect(
			unusedCss.isUnusedSelector( '.a:not(.dataviews-view-grid) td' )
		).toBe( false );
		expect(
			unusedCss.isUnusedSelector(
				'.dataviews-view-list + .dataviews-pagination'
			)
		).toBe( true );
	} );
} );
