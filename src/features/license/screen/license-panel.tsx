/**
 * The active license: the masked key, who it is registered to, when it
 * expires and what the license server says of it, with a Deactivate button.
 * An expired or disabled license still counts as active,
 * so a note asks to renew it.
 */
import {
	Button,
	Card,
	CardBody,
	CardFooter,
	CardHeader,
	Notice,
} from '@wordpress/components';
import { useDispatch, useSelect } from '@wordpress/data';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';

import {
	store as licenseStore,
	type LicenseData,
} from '../../../stores/license';
import { notify } from '../../../admin/utils/notify';
import {
	formatExpiry,
	getErrorMessage,
	getRenewalNote,
	getStatusLabel,
} from './rules';

/**
 * How many of the license's activations are used, e.g. '1 of 1'; null when
 * the server did not say.
 *
 * @param data The license.
 */
function getActivations( data: LicenseData ): string | null {
	const { site_count: used, license_limit: limit } = data;
	if ( typeof used !== 'number' ) {
		return null;
	}
	if ( ! limit ) {
		return sprintf(
			/* translators: %d: how many sites use the license. */
			__( '%d (unlimited)', 'eventin' ),
			used
		);
	}
	return sprintf(
		/* translators: 1: sites using the license, 2: sites it allows. */
		__( '%1$d of %2$d', 'eventin' ),
		used,
		limit
	);
}

export default function LicensePanel( {
	data,
	focusOnMount = false,
}: {
	data: LicenseData;
	/** Whether to move focus to the panel's heading when it appears. */
	focusOnMount?: boolean;
} ) {
	const { deactivate } = useDispatch( licenseStore );
	const isDeactivating = useSelect(
		( select ) => select( licenseStore ).isDeactivating(),
		[]
	);
	const headingRef = useRef< HTMLHeadingElement >( null );

	useEffect( () => {
		if ( focusOnMount ) {
			headingRef.current?.focus();
		}
	}, [ focusOnMount ] );

	async function onDeactivate() {
		if ( isDeactivating ) {
			return;
		}
		try {
			await deactivate();
			// The activation form replaces this panel.
			notify( 'success', __( 'License deactivated', 'eventin' ) );
		} catch ( error ) {
			notify(
				'error',
				getErrorMessage( error ) ||
					__( 'Failed to deactivate license', 'eventin' )
			);
		}
	}

	const renewal = getRenewalNote( data.license );
	const rows: Array< { id: string; label: string; value: string } > = [
		{
			id: 'product',
			label: __( 'Product', 'eventin' ),
			value: data.item_name ?? '',
		},
		{ id: 'key', label: __( 'License key', 'eventin' ), value: data.key },
		{ id: 'name', label: __( 'Licensed to', 'eventin' ), value: data.name },
		{ id: 'email', label: __( 'Email', 'eventin' ), value: data.email },
		{
			id: 'expires',
			label: __( 'Expires', 'eventin' ),
			value: formatExpiry( data.expires ),
		},
		{
			id: 'status',
			label: __( 'Status', 'eventin' ),
			value: getStatusLabel( data.license ),
		},
		{
			id: 'sites',
			label: __( 'Sites using it', 'eventin' ),
			value: getActivations( data ) ?? '',
		},
	];

	return (
		<Card className="eventin-license-card">
			<CardHeader>
				<h2
					className="eventin-license-card__title"
					ref={ headingRef }
					tabIndex={ -1 }
				>
					{ __( 'Your license is activated', 'eventin' ) }
				</h2>
				<span
					className={ `eventin-license-status is-${
						renewal ? 'warning' : 'active'
					}` }
				>
					{ getStatusLabel( data.license ) }
				</span>
			</CardHeader>
			<CardBody>
				{ renewal && (
					<Notice
						className="eventin-license-card__notice"
						status="warning"
						isDismissible={ false }
					>
						{ renewal }
					</Notice>
				) }
				<dl className="eventin-license-details">
					{ rows
						.filter( ( row ) => row.value )
						.map( ( row ) => (
							<div
								key={ row.id }
								className={ `eventin-license-details__row is-${ row.id }` }
							>
								<dt>{ row.label }</dt>
								<dd>{ row.value }</dd>
							</div>
						) ) }
				</dl>
			</CardBody>
			<CardFooter className="eventin-license-card__footer">
				<p className="eventin-license-card__hint">
					{ __(
						'Deactivating frees this site’s activation, so the key can be used on another site.',
						'eventin'
					) }
				</p>
				<Button
					variant="secondary"
					isDestructive
					isBusy={ isDeactivating }
					disabled={ isDeactivating }
					accessibleWhenDisabled
					onClick={ onDeactivate }
					__next40pxDefaultSize
				>
					{ __( 'Deactivate', 'eventin' ) }
				</Button>
			</CardFooter>
		</Card>
	);
}
