/**
 * A fake camera for Chromium: a Y4M video (YUV 4:2:0, 640×480) of a ticket's QR code, as the
 * ticket page draws it (tests/e2e/qr-modules.php), centred on white with its quiet zone, for
 * `--use-file-for-fake-video-capture`. The code shows for a while, then the picture is blank
 * for longer than the scanner waits before it reads the same code again, and Chromium loops the
 * file: held up, taken away, held up again.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const WIDTH = 640;
const HEIGHT = 480;
const FPS = 10;

/**
 * The QR code's modules: rows of 0 and 1.
 * @param code
 */
export function qrModules( code: string ): number[][] {
	return JSON.parse(
		execFileSync(
			'php',
			[ path.join( __dirname, 'qr-modules.php' ), code ],
			{
				encoding: 'utf8',
			}
		)
	);
}

/**
 * One frame's luma plane: white, with the code's modules black and centred when given.
 * @param modules
 */
function lumaPlane( modules: number[][] | null ): Buffer {
	const y = Buffer.alloc( WIDTH * HEIGHT, 235 );
	if ( ! modules ) {
		return y;
	}
	const quiet = 4;
	const size = modules.length + 2 * quiet;
	const scale = Math.floor( ( HEIGHT * 0.8 ) / size );
	const left = Math.floor( ( WIDTH - size * scale ) / 2 );
	const top = Math.floor( ( HEIGHT - size * scale ) / 2 );
	modules.forEach( ( row, my ) =>
		row.forEach( ( dark, mx ) => {
			if ( ! dark ) {
				return;
			}
			for ( let dy = 0; dy < scale; dy++ ) {
				const offset = ( top + ( my + quiet ) * scale + dy ) * WIDTH;
				y.fill(
					16,
					offset + left + ( mx + quiet ) * scale,
					offset + left + ( mx + quiet + 1 ) * scale
				);
			}
		} )
	);
	return y;
}

/**
 * Writes the video of a code and answers its path.
 * @param code         The ticket code.
 * @param file         Where to write it.
 * @param seconds      How long the code shows.
 * @param blankSeconds How long the picture is blank after it.
 */
export function writeQrVideo(
	code: string,
	file: string,
	seconds = 2,
	blankSeconds = 4
): string {
	const chroma = Buffer.alloc( ( WIDTH / 2 ) * ( HEIGHT / 2 ) * 2, 128 );
	const header = Buffer.from(
		`YUV4MPEG2 W${ WIDTH } H${ HEIGHT } F${ FPS }:1 Ip A1:1 C420jpeg\n`
	);
	const frame = Buffer.from( 'FRAME\n' );
	const shown = lumaPlane( qrModules( code ) );
	const blank = lumaPlane( null );
	const parts: Buffer[] = [ header ];
	for ( let i = 0; i < seconds * FPS; i++ ) {
		parts.push( frame, shown, chroma );
	}
	for ( let i = 0; i < blankSeconds * FPS; i++ ) {
		parts.push( frame, blank, chroma );
	}
	fs.mkdirSync( path.dirname( file ), { recursive: true } );
	fs.writeFileSync( file, Buffer.concat( parts ) );
	return file;
}
