/**
 * Exports a list's current filter as CSV or XLSX: two buttons ('Export CSV',
 * 'Export XLSX'), then a progress bar while the server writes the file, then
 * the file downloads by itself: one click. An export is a batch: the batches
 * store follows it (a read every second writes the next part when no
 * background runner does). A download link stays, to download it again.
 * Errors show as a notice; a failed export offers Retry, which goes on from
 * the part that failed.
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

import { isBatchOver, store as batchesStore } from '../../../stores/batches';
import {
	type ExportBatch,
	type ExportFormat,
	type ExportQuery,
} from '../../../stores/batches/types';
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

/** A list's filter as its exports route takes it; empty values are left out. */
export type { ExportQuery } from '../../../stores/batches';

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
	// The export started here, which the batches store follows while it runs.
	const [ id, setId ] = useState< number | null >( null );
	// Why the start or the retry was refused.
	const [ actionError, setActionError ] = useState< string | null >( null );
	const [ pending, setPending ] = useState< ExportFormat | null >( null );
	const [ retrying, setRetrying ] = useState( false );
	const { startExport, retryBatch } = useDispatch( batchesStore );
	const { batch, readError } = useSelect(
		( select ) => {
			if ( ! id ) {
				return { batch: null, readError: undefined };
			}
			const batches = select( batchesStore );
			return {
				batch: batches.getBatch( id ) as ExportBatch | null,
				readError: batches.getResolutionError( 'getBatch', [ id ] ),
			};
		},
		[ id ]
	);
	const error = actionError ?? ( readError ? reason( readError ) : null );
	// The filter the shown export was made of: its Download goes once the list's changes.
	const filter = JSON.stringify( query );
	const [ exportedFilter, setExportedFilter ] = useState( filter );
	const forget = () => {
		setId( null );
		setActionError( null );
	};

	const start = async ( format: ExportFormat ) => {
		forget();
		setExportedFilter( filter );
		setPending( format );
		try {
			const started = await startExport( list.path, format, query );
			setId( started.id );
		} catch ( failure ) {
			setActionError( reason( failure ) );
		} finally {
			setPending( null );
		}
	};

	const retry = async () => {
		if ( ! id ) {
			return;
		}
		setActionError( null );
		setRetrying( true );
		try {
			await retryBatch( id );
		} catch ( failure ) {
			setActionError( reason( failure ) );
		} finally {
			setRetrying( false );
		}
	};

	const starting = pending !== null;
	// A read that failed ends what is shown of the export (a refused retry does not).
	const shown = readError ? null : batch;
	const running = !! shown && ! isBatchOver( shown );
	// A part failed: done without its file.
	const failed = shown?.status === 'done' && shown.failed > 0;
	const busy = starting || retrying || running;

	// Once ready, each export started here downloads once, by itself.
	const downloaded = useRef< number | null >( null );
	const ready =
		shown?.status === 'done' && ! failed
			? shown.details.download_url
			: undefined;
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
						max={ Math.max( shown.details.rows, 1 ) }
						value={ shown.details.written }
						aria-label={ list.label }
					/>
					<span aria-live="polite">
						{ list.progress(
							formatCount( shown.details.written ),
							formatCount( shown.details.rows ),
							shown.details.rows
						) }
					</span>
				</div>
			) }
			{ ready && shown && exportedFilter === filter && (
				<Button
					variant="primary"
					href={ ready }
					icon={ download }
					className="eventin-list-export__download"
					__next40pxDefaultSize
				>
					{ shown.details.format === 'xlsx'
						? __( 'Download XLSX', 'eventin' )
						: __( 'Download CSV', 'eventin' ) }
				</Button>
			) }
			{ failed && (
				<>
					<Notice status="error" onRemove={ forget }>
						{ __(
							'The export failed. Please try again.',
							'eventin'
						) }
					</Notice>
					<Button
						variant="secondary"
						onClick={ retry }
						isBusy={ retrying }
						disabled={ retrying }
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{ __( 'Retry', 'eventin' ) }
					</Button>
				</>
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
