/**
 * Exports the attendee list's current filter as CSV or XLSX: two buttons
 * ('Export CSV', 'Export XLSX'), then a progress bar while the server writes the file (polled every
 * second), then a download link. Errors show as a notice.
 *
 *     <AttendeeExport query={ { event_id: 12, status: 'completed' } } />
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { download } from '@wordpress/icons';

import {
	getExport,
	startExport,
	type AttendeeExportJob,
	type AttendeeExportQuery,
	type ExportFormat,
} from './api';
import { formatCount } from '../../utils/format-count';

/** How often the progress is read, in milliseconds. */
export const POLL_INTERVAL = 1000;

const FORMATS: { format: ExportFormat; label: string }[] = [
	{ format: 'csv', label: __( 'Export CSV', 'eventin' ) },
	{ format: 'xlsx', label: __( 'Export XLSX', 'eventin' ) },
];

const reason = ( error: unknown ) =>
	( error as { message?: string } )?.message ??
	__( 'The server did not answer.', 'eventin' );

export default function AttendeeExport( {
	query,
}: {
	query: AttendeeExportQuery;
} ) {
	const [ job, setJob ] = useState< AttendeeExportJob | null >( null );
	const [ error, setError ] = useState< string | null >( null );
	const [ starting, setStarting ] = useState( false );
	const [ pending, setPending ] = useState< ExportFormat | null >( null );
	const mounted = useRef( true );
	useEffect( () => {
		mounted.current = true;
		return () => {
			mounted.current = false;
		};
	}, [] );

	// While it runs: read the progress a second after each answer.
	const running = job?.status === 'running' ? job.id : null;
	useEffect( () => {
		if ( ! running ) {
			return;
		}
		const timer = setTimeout( () => {
			getExport( running ).then(
				( next ) => mounted.current && setJob( next ),
				( failure ) => {
					if ( mounted.current ) {
						setJob( null );
						setError( reason( failure ) );
					}
				}
			);
		}, POLL_INTERVAL );
		return () => clearTimeout( timer );
	}, [ running, job ] );

	const start = async ( format: ExportFormat ) => {
		setError( null );
		setJob( null );
		setStarting( true );
		setPending( format );
		try {
			const started = await startExport( format, query );
			if ( mounted.current ) {
				setJob( started );
			}
		} catch ( failure ) {
			if ( mounted.current ) {
				setError( reason( failure ) );
			}
		} finally {
			if ( mounted.current ) {
				setStarting( false );
			}
		}
	};

	const busy = starting || !! running;
	return (
		<div className="eventin-attendee-export">
			{ FORMATS.map( ( { format, label } ) => (
				<Button
					key={ format }
					variant="secondary"
					icon={ download }
					disabled={ busy }
					isBusy={ starting && format === pending }
					onClick={ () => start( format ) }
					__next40pxDefaultSize
				>
					{ label }
				</Button>
			) ) }
			{ running && job && (
				<div className="eventin-attendee-export__progress">
					<progress
						max={ Math.max( job.total, 1 ) }
						value={ job.done }
						aria-label={ __( 'Exporting attendees', 'eventin' ) }
					/>
					<span aria-live="polite">
						{ sprintf(
							/* translators: 1: attendees written, 2: attendees in all, e.g. '1,200 of 5,000 attendees'. */
							_n(
								'%1$s of %2$s attendee',
								'%1$s of %2$s attendees',
								job.total,
								'eventin'
							),
							formatCount( job.done ),
							formatCount( job.total )
						) }
					</span>
				</div>
			) }
			{ job?.status === 'done' && job.download_url && (
				<Button
					variant="primary"
					href={ job.download_url }
					icon={ download }
					className="eventin-attendee-export__download"
					__next40pxDefaultSize
				>
					{ job.format === 'xlsx'
						? __( 'Download XLSX', 'eventin' )
						: __( 'Download CSV', 'eventin' ) }
				</Button>
			) }
			{ job?.status === 'failed' && ! error && (
				<Notice status="error" onRemove={ () => setJob( null ) }>
					{ __( 'The export failed. Please try again.', 'eventin' ) }
				</Notice>
			) }
			{ error && (
				<Notice status="error" onRemove={ () => setError( null ) }>
					{ sprintf(
						/* translators: %s: the server's reason. */
						__( 'The export could not be made: %s', 'eventin' ),
						error
					) }
				</Notice>
			) }
		</div>
	);
}
