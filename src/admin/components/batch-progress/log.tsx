/**
 * A batch's log: each recipient's address and name, their status in words
 * and the mail server's reason, a page at a time, filtered by status; read
 * again through the store while the batch runs. Two columns, so it reads on
 * a phone and in a dialog too.
 */
import { Button, Notice, SelectControl, Spinner } from '@wordpress/components';
import { useSelect } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { __, _n, sprintf } from '@wordpress/i18n';

import {
	BATCH_ITEMS_PER_PAGE,
	store as batchesStore,
} from '../../../stores/batches';
import {
	type Batch,
	type BatchItemStatus,
} from '../../../stores/batches/types';
import { formatCount } from '../../utils/format-count';
import EmailAddress from '../list-controls/email-address';
import {
	getItemResultLabel,
	getItemStatusLabel,
	ITEM_STATUSES,
} from './labels';

export default function BatchLog( {
	batch,
	perPage = BATCH_ITEMS_PER_PAGE,
}: {
	batch: Batch< object >;
	perPage?: number;
} ) {
	const [ status, setStatus ] = useState< BatchItemStatus | '' >( '' );
	const [ page, setPage ] = useState( 1 );
	const { log, error } = useSelect(
		( select ) => {
			const query = { status: status || undefined, page, perPage };
			return {
				log: select( batchesStore ).getBatchItems( batch.id, query ),
				error: select( batchesStore ).getResolutionError(
					'getBatchItems',
					[ batch.id, query ]
				) as { message?: string } | undefined,
			};
		},
		[ batch.id, status, page, perPage ]
	);
	// The page asked for shows once read; the one before stays meanwhile.
	const lastLog = useRef( log );
	if ( log ) {
		lastLog.current = log;
	}
	const shown = log ?? lastLog.current;
	const pages = shown ? Math.max( 1, Math.ceil( shown.total / perPage ) ) : 1;
	// Recipients left the status shown (sent since): the last page there is.
	useEffect( () => {
		if ( log && page > pages ) {
			setPage( pages );
		}
	}, [ log, page, pages ] );

	let body;
	if ( error ) {
		body = (
			<Notice status="error" isDismissible={ false }>
				<span role="alert">
					{ error.message ??
						__( 'The recipients could not be read.', 'eventin' ) }
				</span>
			</Notice>
		);
	} else if ( ! shown ) {
		body = <Spinner />;
	} else if ( shown.items.length === 0 ) {
		let empty: string = __( 'No recipient has this status.', 'eventin' );
		if ( ! status ) {
			empty =
				batch.status === 'scheduled'
					? __(
							'The recipients are known once the send starts.',
							'eventin'
						)
					: __(
							'Nobody was on the list: no mail was sent.',
							'eventin'
						);
		}
		body = <p className="eventin-batch-log__empty">{ empty }</p>;
	} else {
		body = (
			<table
				className="widefat striped eventin-batch-log__table"
				aria-busy={ ! log }
			>
				<caption className="screen-reader-text">
					{ __( 'Recipients', 'eventin' ) }
				</caption>
				<thead>
					<tr>
						<th scope="col">{ __( 'Recipient', 'eventin' ) }</th>
						<th scope="col">{ __( 'Status', 'eventin' ) }</th>
					</tr>
				</thead>
				<tbody>
					{ shown.items.map( ( item ) => (
						<tr key={ item.email }>
							<td>
								<EmailAddress email={ item.email } />
								{ item.name && (
									<span className="eventin-batch-log__name">
										{ item.name }
									</span>
								) }
							</td>
							<td>
								<span
									className={ `eventin-batch-log__status is-${ item.status }` }
								>
									{ getItemResultLabel( item ) }
								</span>
								{ item.error && (
									<span className="eventin-batch-log__error">
										{ item.error }
									</span>
								) }
							</td>
						</tr>
					) ) }
				</tbody>
			</table>
		);
	}

	return (
		<div className="eventin-batch-log">
			<SelectControl
				className="eventin-batch-log__filter"
				label={ __( 'Recipients', 'eventin' ) }
				labelPosition="side"
				value={ status }
				options={ [
					{ value: '', label: __( 'All', 'eventin' ) },
					...ITEM_STATUSES.map( ( value ) => ( {
						value,
						label: getItemStatusLabel( value ),
					} ) ),
				] }
				onChange={ ( value ) => {
					setStatus( value as BatchItemStatus | '' );
					setPage( 1 );
				} }
				size="compact"
				__nextHasNoMarginBottom
			/>
			{ body }
			{ shown && pages > 1 && (
				<nav
					className="eventin-batch-log__pages"
					aria-label={ __( 'Pages of recipients', 'eventin' ) }
				>
					<Button
						variant="secondary"
						size="compact"
						disabled={ page <= 1 }
						accessibleWhenDisabled
						onClick={ () => setPage( page - 1 ) }
					>
						{ __( 'Previous', 'eventin' ) }
					</Button>
					<span>
						{ sprintf(
							/* translators: 1: this page, 2: all pages, 3: recipients in all. */
							_n(
								'Page %1$s of %2$s (%3$s recipient)',
								'Page %1$s of %2$s (%3$s recipients)',
								shown.total,
								'eventin'
							),
							formatCount( page ),
							formatCount( pages ),
							formatCount( shown.total )
						) }
					</span>
					<Button
						variant="secondary"
						size="compact"
						disabled={ page >= pages }
						accessibleWhenDisabled
						onClick={ () => setPage( page + 1 ) }
					>
						{ __( 'Next', 'eventin' ) }
					</Button>
				</nav>
			) }
		</div>
	);
}
