/**
 * Reads QR codes out of images as a phone would: zxing-cpp compiled to WebAssembly (zxing-wasm,
 * the decoder of the barcode-detector polyfill the scanner uses), its binary loaded from
 * node_modules rather than the CDN it fetches by default.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { prepareZXingModule, readBarcodes } from 'zxing-wasm/reader';

const require = createRequire( import.meta.url );
prepareZXingModule( {
	overrides: {
		wasmBinary: fs.readFileSync(
			require.resolve( 'zxing-wasm/reader/zxing_reader.wasm' )
		),
	},
} );

/**
 * The texts of the valid QR codes in an image file (PNG, JPEG…).
 * @param {Buffer} image
 * @return {Promise<string[]>} What each code holds.
 */
export async function readQrCodes( image ) {
	const results = await readBarcodes( new Blob( [ image ] ), {
		formats: [ 'QRCode' ],
	} );
	return results
		.filter( ( result ) => result.isValid )
		.map( ( result ) => result.text );
}
