/**
 * Reading QR codes from the camera: the browser's BarcodeDetector where it reads QR codes, else
 * the barcode-detector ponyfill on zxing-wasm (its own chunk, loaded only then), whose .wasm comes
 * from the plugin's build folder, never a CDN.
 */
interface Detector {
	detect: (
		source: HTMLVideoElement
	) => Promise< Array< { rawValue: string } > >;
}

interface DetectorClass {
	new ( options: { formats: string[] } ): Detector;
	getSupportedFormats: () => Promise< string[] >;
}

/**
 * A QR code reader.
 *
 * @param wasmUrl Where zxing_reader.wasm is served (the plugin's build folder).
 */
export async function createDetector( wasmUrl: string ): Promise< Detector > {
	const native = ( window as unknown as { BarcodeDetector?: DetectorClass } )
		.BarcodeDetector;
	if ( native ) {
		try {
			if (
				( await native.getSupportedFormats() ).includes( 'qr_code' )
			) {
				return new native( { formats: [ 'qr_code' ] } );
			}
		} catch {
			// Fall back to the ponyfill.
		}
	}
	const { BarcodeDetector, prepareZXingModule } = await import(
		/* webpackChunkName: "scanner-zxing" */ 'barcode-detector/ponyfill'
	);
	prepareZXingModule( {
		overrides: {
			locateFile: ( path: string, prefix: string ) =>
				path.endsWith( '.wasm' ) ? wasmUrl : prefix + path,
		},
	} );
	return new BarcodeDetector( { formats: [ 'qr_code' ] } );
}

/** The rear camera, as large as it comes. */
export function openCamera(): Promise< MediaStream > {
	return navigator.mediaDevices.getUserMedia( {
		audio: false,
		video: {
			facingMode: { ideal: 'environment' },
			width: { ideal: 1280 },
			height: { ideal: 720 },
		},
	} );
}

/** How long a code must be out of sight before reading it again counts as a new scan (ms). */
export const SAME_CODE_GAP = 2000;

/**
 * Whether a code read now is a new scan: another code than the last, or the same one after it
 * was out of sight for SAME_CODE_GAP.
 *
 * @param last      The last code read and when it was last seen (ms).
 * @param last.code
 * @param last.seen
 * @param code      The code read now.
 * @param now       Now (ms).
 */
export function isNewRead(
	last: { code: string; seen: number } | null,
	code: string,
	now: number
): boolean {
	return ! last || last.code !== code || now - last.seen > SAME_CODE_GAP;
}
