/**
 * The sounds of a scan, made with WebAudio (no files): two rising notes when it admits, a low
 * double buzz when it refuses; a short or a double vibration where the phone has one.
 */
let context: AudioContext | null = null;

function audio(): AudioContext | null {
	if ( ! context ) {
		const Context =
			window.AudioContext ??
			(
				window as unknown as {
					webkitAudioContext?: typeof AudioContext;
				}
			 ).webkitAudioContext;
		if ( ! Context ) {
			return null;
		}
		context = new Context();
	}
	if ( context.state === 'suspended' ) {
		context.resume().catch( () => undefined );
	}
	return context;
}

function tone(
	ctx: AudioContext,
	frequency: number,
	start: number,
	length: number,
	type: OscillatorType
) {
	const oscillator = ctx.createOscillator();
	const gain = ctx.createGain();
	oscillator.type = type;
	oscillator.frequency.value = frequency;
	gain.gain.setValueAtTime( 0.0001, ctx.currentTime + start );
	gain.gain.exponentialRampToValueAtTime(
		0.3,
		ctx.currentTime + start + 0.02
	);
	gain.gain.exponentialRampToValueAtTime(
		0.0001,
		ctx.currentTime + start + length
	);
	oscillator.connect( gain ).connect( ctx.destination );
	oscillator.start( ctx.currentTime + start );
	oscillator.stop( ctx.currentTime + start + length + 0.05 );
}

/**
 * Plays the sound of an answer.
 *
 * @param kind 'ok' or 'rejected'.
 */
export function playTone( kind: 'ok' | 'rejected' ): void {
	// Phones that vibrate tell the two apart in the hand too.
	navigator.vibrate?.( kind === 'ok' ? 80 : [ 150, 100, 150 ] );
	const ctx = audio();
	if ( ! ctx ) {
		return;
	}
	if ( kind === 'ok' ) {
		tone( ctx, 880, 0, 0.12, 'sine' );
		tone( ctx, 1320, 0.13, 0.18, 'sine' );
	} else {
		tone( ctx, 180, 0, 0.18, 'square' );
		tone( ctx, 180, 0.25, 0.3, 'square' );
	}
}
