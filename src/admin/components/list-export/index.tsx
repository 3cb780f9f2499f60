/**
 * Exports a list's current filter as CSV or XLSX: two buttons ('Export CSV',
 * 'Export XLSX'), then a progress bar while the server writes the file (the
 * exports store reads it every second), then the file downloads by itself:
 * one click. A download link stays, to download it again. Errors show as a
 * notice.
 *
 *     <ListExport
 *         rows="attendees"
 *         query={ { event_id: 12, status: 'completed' } }
 *     />
 */
import { Button, Notice } from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';
import { download } from '@wordpress/icons';

import {
	store as exportsStore,
	type ExportFormat,
	type ExportQuery,
} from '../../../stores/exports';
import { formatCount } from '../../utils/format-count';

/** The lists that export, with their route and the words of their progress. */
const ROWS = {
	attendees: {
		path: '/eventin/v2/attendees/exports',
		label: __( 'Exporting attendees', 'eventin' ),
		progress: ( done: string, total: string, count: number ) =>
			sprintf(
				/* translators: 1: attendees written, 2: attendees in all, e.g. '1,200 of 5,000 attendees'. */
				_n(
					'%1$s of %2$s attendee',
					'%1$s of %2$s attendees',
					count,
					'eventin'
				),
				done,
				total
			),
	},
	responses: {
		path: '/eventin/v2/rsvp-report/exports',
		label: __( 'Exporting RSVP responses', 'eventin' ),
		progress: ( done: string, total: string, count: number ) =>
			sprintf(
				/* translators: 1: responses written, 2: responses in all, e.g. '1,200 of 5,000 responses'. */
				_n(
					'%1$s of %2$s response',
					'%1$s of %2$s responses',
					count,
					'eventin'
				),
				done,
				total
			),
	},
} as const;

const FORMATS: { format: ExportFormat; label: string }[] = [
	{ format: 'csv', label: __( 'Export CSV', 'eventin' ) },
	{ format: 'xlsx', label: __( 'Export XLSX', 'eventin' ) },
];

/**
 * Downloads a file as a click on its link would: the server answers it as an
 * attachment, so the page stays.
 *
 * @param url The file's address.
 */
function downloadFile( url: string ) {
	const link = document.createElement( 'a' );
	link.href = url;
	link.hidden = true;
	document.body.append( link );
	link.click();
	link.remove();
}

const reason = ( error: unknown ) =>
	( error as { message?: string } )?.message ??
	__( 'The server did not answer.', 'eventin' );

export default function ListExport( {
	rows,
	query,
}: {
	/** Which list: its exports route and the words of its progress. */
	rows: keyof typeof ROWS;
	query: ExportQuery;
} ) {
	const list = ROWS[ rows ];
	// The export started here, which the store follows while it runs.
	const [ id, setId ] = useState< string | null >( null );
	const [ startError, setStartError ] = useState< string | null >( null );
	const [ pending, setPending ] = useState< ExportFormat | null >( null );
	const { startExport } = useDispatch( exportsStore );
	const { job, readError } = useSelect(
		( select ) => {
			if ( ! id ) {
				return { job: null, readError: undefined };
			}
			const exports = select( exportsStore );
			return {
				job: exports.getExport( id ),
				readError: exports.getResolutionError( 'getExport', [ id ] ),
			};
		},
		[ id ]
	);
	const error = startError ?? ( readError ? reason( readError ) : null );
	// The filter the shown export was made of: its Download goes once the list's changes.
	const filter = JSON.stringify( query );
	const [ exportedFilter, setExportedFilter ] = useState( filter );
	const forget = () => {
		setId( null );
		setStartError( null );
	};

	const start = async ( format: ExportFormat ) => {
		forget();
		setExportedFilter( filter );
		setPending( format );
		try {
			const started = await startExport( list.path, format, query );
			setId( started.id );
		} catch ( failure ) {
			setStartError( reason( failure ) );
		} finally {
			setPending( null );
		}
	};

	const starting = pending !== null;
	// A read that failed ends what is shown of the export.
	const shown = error ? null : job;
	const running = shown?.status === 'running';
	const busy = starting || running;

	// Once ready, each export started here downloads once, by itself.
	const downloaded = useRef< string | null >( null );
	const ready = shown?.status === 'done' ? shown.download_url : undefined;
	useEffect( () => {
		if ( ready && id && downloaded.current !== id ) {
			downloaded.current = id;
			downloadFile( ready );
		}
	}, [ ready, id ] );
	return (
		<div className="eventin-list-export">
			{ FORMATS.map( ( { format, label } ) => (
				<Button
					key={ format }
					variant="secondary"
					icon={ download }
					disabled={ busy }
					isBusy={ format === pending }
					onClick={ () => start( format ) }
					__next40pxDefaultSize
				>
					{ label }
				</Button>
			) ) }
			{ running && shown && (
				<div className="eventin-list-export__progress">
					<progress
						max={ Math.max( shown.total, 1 ) }
						value={ shown.done }
						aria-label={ list.label }
					/>
					<span aria-live="polite">
						{ list.progress(
							formatCount( shown.done ),
							formatCount( shown.total ),
							shown.total
						) }
					</span>
				</div>
			) }
			{ shown?.status === 'done' &&
				shown.download_url &&
				exportedFilter === filter && (
					<Button
						variant="primary"
						href={ shown.download_url }
						icon={ download }
						className="eventin-list-export__download"
						__next40pxDefaultSize
					>
						{ shown.format === 'xlsx'
							? __( 'Download XLSX', 'eventin' )
							: __( 'Download CSV', 'eventin' ) }
					</Button>
				) }
			{ shown?.status === 'failed' && (
				<Notice status="error" onRemove={ forget }>
					{ __( 'The export failed. Please try again.', 'eventin' ) }
				</Notice>
			) }
			{ error && (
				<Notice status="error" onRemove={ forget }>
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
