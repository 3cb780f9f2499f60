/**
 * The scanner's screen: the camera, the answer to the last scan (colour, icon, words and a
 * sound, announced to screen readers), a typed code, entry or exit, undo, the device's name,
 * the live count, and whether it is online with scans to send.
 */
import {
	useCallback,
	useEffect,
	useMemo,
	useRef,
	useState,
	useSyncExternalStore,
} from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import Camera from './camera-view';
import type { ScannerConfig } from './config';
import { countTickets } from './decide';
import { Scanner } from './scanner';
import { playTone } from './sound';
import {
	announce,
	clockOffText,
	defaultDeviceName,
	describe,
	describeUndone,
	revokedText,
	statusText,
	type ResultText,
} from './texts';
import type { Direction, HistoryEntry } from './types';

const DEVICE_KEY = 'eventin-scanner-device';

function useDeviceName(): [ string, ( name: string ) => void ] {
	const [ name, setName ] = useState( () => {
		try {
			return (
				window.localStorage.getItem( DEVICE_KEY ) || defaultDeviceName()
			);
		} catch {
			return defaultDeviceName();
		}
	} );
	useEffect( () => {
		try {
			window.localStorage.setItem( DEVICE_KEY, name );
		} catch {
			// Storage refused: the name lasts while the page is open.
		}
	}, [ name ] );
	return [ name, setName ];
}

function entryText( entry: HistoryEntry, timezone: string ): ResultText {
	return entry.undone
		? describeUndone( entry.ticket )
		: describe( entry, timezone );
}

/**
 * Whether a key press comes from a field of its own (typing there is not a scan).
 * @param target
 */
function isField( target: EventTarget | null ): boolean {
	return (
		target instanceof HTMLElement &&
		( target.isContentEditable ||
			!! target.closest( 'input, textarea, select' ) )
	);
}

export default function App( { config }: { config: ScannerConfig } ) {
	const [ announcement, setAnnouncement ] = useState( '' );
	const feedback = useCallback(
		( entry: HistoryEntry ) => {
			const text = entryText( entry, config.timezone );
			if ( text.tone !== 'neutral' ) {
				playTone( text.tone );
			}
			setAnnouncement( announce( text ) );
		},
		[ config.timezone ]
	);
	const feedbackRef = useRef( feedback );
	feedbackRef.current = feedback;
	const scanner = useMemo(
		() =>
			new Scanner( {
				eventId: config.eventId,
				user: config.user,
				scope: config.scope,
				onChange: ( entry ) => feedbackRef.current( entry ),
			} ),
		[ config.eventId, config.user, config.scope ]
	);
	const snapshot = useSyncExternalStore(
		scanner.subscribe,
		scanner.getSnapshot
	);
	useEffect( () => {
		scanner.start();
		return () => scanner.stop();
	}, [ scanner ] );

	const [ direction, setDirection ] = useState< Direction >( 'in' );
	const [ device, setDevice ] = useDeviceName();
	const [ code, setCode ] = useState( '' );
	const codeField = useRef< HTMLInputElement >( null );

	const submit = useCallback(
		( value: string ) => {
			if ( ! value.trim() ) {
				return;
			}
			feedback(
				scanner.scan(
					value,
					direction,
					device.trim() || defaultDeviceName()
				)
			);
		},
		[ scanner, direction, device, feedback ]
	);

	// A hardware scanner types into the page and ends with Enter: keys typed outside any field
	// go to the code field.
	useEffect( () => {
		const onKey = ( event: KeyboardEvent ) => {
			if (
				isField( event.target ) ||
				event.ctrlKey ||
				event.metaKey ||
				event.altKey ||
				event.key.length !== 1 ||
				event.key === ' '
			) {
				return;
			}
			event.preventDefault();
			setCode( ( typed ) => typed + event.key );
			codeField.current?.focus();
		};
		document.addEventListener( 'keydown', onKey );
		return () => document.removeEventListener( 'keydown', onKey );
	}, [] );

	const { state } = snapshot;
	const counts = useMemo(
		() => countTickets( state.tickets.values() ),
		[ state.tickets ]
	);
	const current = snapshot.current
		? state.history.find( ( entry ) => entry.nonce === snapshot.current )
		: undefined;
	const shown = current ? entryText( current, config.timezone ) : null;
	const canUndo = state.history.some( ( entry ) => ! entry.undone );
	const revoked = snapshot.revoked[ snapshot.revoked.length - 1 ];
	const recent = state.history.slice( -5 ).reverse();

	return (
		<div className="eventin-scanner">
			<header className="eventin-scanner__bar">
				<h1 className="eventin-scanner__title">
					{ config.eventTitle }
				</h1>
				<p
					className={ `eventin-scanner__status is-${
						snapshot.online ? 'online' : 'offline'
					}` }
				>
					<span aria-hidden="true">
						{ snapshot.online ? '●' : '○' }{ ' ' }
					</span>
					<span>
						{ statusText( snapshot.online, state.queue.length ) }
					</span>
				</p>
				<dl className="eventin-scanner__counts">
					<div>
						<dt>{ __( 'Inside', 'eventin' ) }</dt>
						<dd>{ counts.inside }</dd>
					</div>
					<div>
						<dt>{ __( 'Checked in', 'eventin' ) }</dt>
						<dd>{ counts.checked_in }</dd>
					</div>
					<div>
						<dt>{ __( 'Total', 'eventin' ) }</dt>
						<dd>{ counts.total }</dd>
					</div>
				</dl>
			</header>

			{ snapshot.error && (
				<div className="eventin-scanner__error" role="alert">
					<p>
						{ snapshot.signedOut
							? __(
									'The site no longer takes scans from this session. Scans stay on this phone until you sign in again.',
									'eventin'
								)
							: snapshot.error }
					</p>
					{ snapshot.signedOut && config.loginUrl && (
						<p>
							<a href={ config.loginUrl }>
								{ __( 'Sign in again', 'eventin' ) }
							</a>
						</p>
					) }
				</div>
			) }
			{ ! snapshot.ready && (
				<p className="eventin-scanner__loading">
					{ snapshot.online
						? __( 'Downloading the tickets…', 'eventin' )
						: __(
								'Offline: connect once to download the tickets of this event.',
								'eventin'
							) }
				</p>
			) }

			<Camera wasmUrl={ config.wasmUrl } onCode={ submit } />

			<section
				className={ `eventin-scanner__result is-${ shown ? shown.tone : 'idle' }` }
				aria-label={ __( 'Last scan', 'eventin' ) }
			>
				{ shown ? (
					<>
						<span
							className="eventin-scanner__icon"
							aria-hidden="true"
						>
							{ shown.icon }
						</span>
						<div>
							<p className="eventin-scanner__result-title">
								{ shown.title }
							</p>
							{ shown.details.map( ( line ) => (
								<p
									key={ line }
									className="eventin-scanner__result-detail"
								>
									{ line }
								</p>
							) ) }
							{ current &&
								! current.synced &&
								! current.undone && (
									<p className="eventin-scanner__result-note">
										{ __(
											'Not confirmed by the server yet',
											'eventin'
										) }
									</p>
								) }
						</div>
					</>
				) : (
					<p className="eventin-scanner__result-title">
						{ direction === 'in'
							? __( 'Ready to scan entries', 'eventin' )
							: __( 'Ready to scan exits', 'eventin' ) }
					</p>
				) }
			</section>
			<div
				className="screen-reader-text"
				aria-live="assertive"
				aria-atomic="true"
			>
				{ announcement }
			</div>

			{ snapshot.clockOff && (
				<div className="eventin-scanner__clock" role="status">
					{ clockOffText().map( ( line ) => (
						<p key={ line }>{ line }</p>
					) ) }
				</div>
			) }
			{ revoked && (
				<div className="eventin-scanner__notice" role="alert">
					<p>
						{ revokedText(
							revoked.ticket?.name ?? revoked.code,
							state.history.find(
								( entry ) => entry.nonce === revoked.nonce
							)?.redeemed ?? null
						) }
					</p>
					<button
						type="button"
						className="eventin-scanner__button is-small"
						onClick={ () => scanner.dismissRevoked() }
					>
						{ __( 'Dismiss', 'eventin' ) }
					</button>
				</div>
			) }

			<form
				className="eventin-scanner__code"
				onSubmit={ ( event ) => {
					event.preventDefault();
					submit( code );
					setCode( '' );
				} }
			>
				<label htmlFor="eventin-scanner-code">
					{ __( 'Ticket code', 'eventin' ) }
				</label>
				<div className="eventin-scanner__row">
					<input
						id="eventin-scanner-code"
						ref={ codeField }
						type="text"
						value={ code }
						onChange={ ( event ) => setCode( event.target.value ) }
						autoComplete="off"
						autoCapitalize="off"
						spellCheck={ false }
						enterKeyHint="go"
					/>
					<button
						type="submit"
						className="eventin-scanner__button is-primary"
					>
						{ __( 'Check', 'eventin' ) }
					</button>
				</div>
			</form>

			<div className="eventin-scanner__actions">
				<fieldset className="eventin-scanner__direction">
					<legend>{ __( 'Direction', 'eventin' ) }</legend>
					{ (
						[
							[ 'in', __( 'Entry', 'eventin' ) ],
							[ 'out', __( 'Exit', 'eventin' ) ],
						] as const
					 ).map( ( [ value, label ] ) => (
						<label
							key={ value }
							htmlFor={ `eventin-scanner-direction-${ value }` }
							className={ direction === value ? 'is-chosen' : '' }
						>
							<input
								id={ `eventin-scanner-direction-${ value }` }
								type="radio"
								name="eventin-scanner-direction"
								value={ value }
								checked={ direction === value }
								onChange={ () => setDirection( value ) }
							/>
							{ label }
						</label>
					) ) }
				</fieldset>
				<button
					type="button"
					className="eventin-scanner__button"
					disabled={ ! canUndo }
					onClick={ () => {
						const entry = scanner.undo();
						if ( entry ) {
							feedback( entry );
						}
					} }
				>
					{ __( 'Undo last scan', 'eventin' ) }
				</button>
			</div>

			<details className="eventin-scanner__more">
				<summary>
					{ __( 'Device and recent scans', 'eventin' ) }
				</summary>
				<label htmlFor="eventin-scanner-device">
					{ __( 'Device name', 'eventin' ) }
				</label>
				<input
					id="eventin-scanner-device"
					type="text"
					value={ device }
					maxLength={ 100 }
					onChange={ ( event ) => setDevice( event.target.value ) }
				/>
				<p className="eventin-scanner__hint">
					{ sprintf(
						/* translators: %s: the signed-in user's name */
						__(
							'Scans are recorded with this name and as %s.',
							'eventin'
						),
						config.user
					) }
				</p>
				{ recent.length > 0 && (
					<ul
						className="eventin-scanner__history"
						aria-label={ __( 'Recent scans', 'eventin' ) }
					>
						{ recent.map( ( entry ) => {
							const text = entryText( entry, config.timezone );
							return (
								<li
									key={ entry.nonce }
									className={ `is-${ text.tone }` }
								>
									<span aria-hidden="true">
										{ text.icon }{ ' ' }
									</span>
									{ [ text.title, ...text.details ].join(
										' · '
									) }
								</li>
							);
						} ) }
					</ul>
				) }
			</details>
		</div>
	);
}
