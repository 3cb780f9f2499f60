/**
 * The camera's picture and its reader: the rear camera opens with the page; each QR code read
 * is handed on once (again only after it was out of sight for a moment).
 */
import { useEffect, useRef, useState } from '@wordpress/element';
import { __ } from '@wordpress/i18n';

import { createDetector, isNewRead, openCamera } from './camera';

type CameraState = 'off' | 'starting' | 'on' | 'error';

/** How often a frame is read (ms). */
const READ_EVERY = 150;

function cameraError( error: unknown ): string {
	const name = ( error as { name?: string } )?.name;
	if ( name === 'NotAllowedError' || name === 'SecurityError' ) {
		return __(
			'The camera was not allowed. Type codes below, or allow the camera in the browser’s settings.',
			'eventin'
		);
	}
	if ( name === 'NotFoundError' || name === 'OverconstrainedError' ) {
		return __( 'No camera was found. Type codes below.', 'eventin' );
	}
	return __(
		'The camera could not be started. Type codes below.',
		'eventin'
	);
}

export default function Camera( {
	wasmUrl,
	onCode,
}: {
	wasmUrl: string;
	onCode: ( code: string ) => void;
} ) {
	const video = useRef< HTMLVideoElement >( null );
	const [ wanted, setWanted ] = useState( true );
	// Bumped by Try again: the camera is asked for once more.
	const [ attempt, setAttempt ] = useState( 0 );
	const [ state, setState ] = useState< CameraState >( 'off' );
	const [ error, setError ] = useState( '' );
	const onCodeRef = useRef( onCode );
	onCodeRef.current = onCode;

	useEffect( () => {
		if ( ! wanted ) {
			return;
		}
		if ( ! navigator.mediaDevices?.getUserMedia ) {
			setState( 'error' );
			setError(
				__(
					'This browser has no camera access here. Type codes below.',
					'eventin'
				)
			);
			return;
		}
		let stopped = false;
		let stream: MediaStream | null = null;
		let timer: ReturnType< typeof setTimeout > | null = null;
		let last: { code: string; seen: number } | null = null;
		const shown = video.current;
		setState( 'starting' );
		setError( '' );
		( async () => {
			try {
				stream = await openCamera();
				if ( stopped || ! video.current ) {
					return;
				}
				video.current.srcObject = stream;
				await video.current.play().catch( () => undefined );
				const detector = await createDetector( wasmUrl );
				if ( stopped ) {
					return;
				}
				setState( 'on' );
				setError( '' );
				const read = async () => {
					const element = video.current;
					if ( stopped || ! element ) {
						return;
					}
					if ( element.readyState >= 2 ) {
						try {
							const found = await detector.detect( element );
							const code = found[ 0 ]?.rawValue?.trim();
							const now = Date.now();
							if ( code ) {
								if ( isNewRead( last, code, now ) ) {
									onCodeRef.current( code );
								}
								last = { code, seen: now };
							}
						} catch {
							// A frame that cannot be read: the next one.
						}
					}
					timer = setTimeout( read, READ_EVERY );
				};
				read();
			} catch ( reason ) {
				if ( ! stopped ) {
					setState( 'error' );
					setError( cameraError( reason ) );
				}
			}
		} )();
		return () => {
			stopped = true;
			if ( timer ) {
				clearTimeout( timer );
			}
			stream?.getTracks().forEach( ( track ) => track.stop() );
			if ( shown ) {
				shown.srcObject = null;
			}
			setState( 'off' );
		};
	}, [ wanted, wasmUrl, attempt ] );

	return (
		<section
			className={ `eventin-scanner__camera is-${ state }` }
			aria-label={ __( 'Camera', 'eventin' ) }
		>
			<video ref={ video } muted playsInline aria-hidden="true" />
			{ state === 'starting' && (
				<p className="eventin-scanner__camera-note">
					{ __( 'Starting the camera…', 'eventin' ) }
				</p>
			) }
			{ state === 'off' && (
				<p className="eventin-scanner__camera-note">
					{ __( 'The camera is off.', 'eventin' ) }
				</p>
			) }
			{ error && (
				<p className="eventin-scanner__camera-note" role="alert">
					{ error }
				</p>
			) }
			<button
				type="button"
				className="eventin-scanner__button is-small eventin-scanner__camera-toggle"
				onClick={ () =>
					state === 'error'
						? setAttempt( ( count ) => count + 1 )
						: setWanted( ( on ) => ! on )
				}
			>
				{ state === 'error' && __( 'Try the camera again', 'eventin' ) }
				{ state !== 'error' &&
					( wanted
						? __( 'Stop camera', 'eventin' )
						: __( 'Start camera', 'eventin' ) ) }
			</button>
		</section>
	);
}
