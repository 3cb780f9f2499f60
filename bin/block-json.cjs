/**
 * Writes the attributes of block.json from the widget catalogue
 * (bin/lib/widgets-json.cjs); src/widgets/test/catalogue.test.ts fails when
 * they differ.
 */
const fs = require( 'node:fs' );
const path = require( 'node:path' );
const { blockAttributes } = require( './lib/widgets-json.cjs' );

const file = path.resolve( __dirname, '../block.json' );
const block = JSON.parse( fs.readFileSync( file, 'utf8' ) );
block.attributes = blockAttributes();
fs.writeFileSync( file, JSON.stringify( block, null, '\t' ) + '\n' );
