/**
 * The speaker's social links: a network and a link per row, rows added and
 * removed (at most MAX_SOCIAL_LINKS).
 */
import { Button, SelectControl } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall, plus } from '@wordpress/icons';

import {
	SOCIAL_NETWORKS,
	type SocialNetwork,
} from '../../../stores/speakers/types';
import {
	MAX_SOCIAL_LINKS,
	newSocialRow,
	type SocialLinkRow,
} from '../../../admin/utils/speaker-form';
import { getSocialNetworkLabel } from '../../../admin/utils/speakers';
import { FieldGroup, TextField } from '../../../admin/components/form-fields';
import { type FieldErrors } from '../../../admin/utils/form';

/**
 * The error keys of the rows from `index` on (they move when a row goes).
 *
 * @param count The number of rows.
 * @param index The first row.
 */
export function getRowErrorKeys( count: number, index: number ): string[] {
	const keys = [ 'social' ];
	for ( let row = index; row < count; row++ ) {
		keys.push( `social.${ row }.network`, `social.${ row }.url` );
	}
	return keys;
}

export default function SocialLinks( {
	links,
	errors,
	onChange,
}: {
	links: SocialLinkRow[];
	errors: FieldErrors;
	/** The new rows, and the error keys that no longer apply. */
	onChange: ( links: SocialLinkRow[], clear: string[] ) => void;
} ) {
	const listRef = useRef< HTMLUListElement >( null );
	const added = useRef( false );

	// A row just added gets focus (its network).
	useEffect( () => {
		if ( added.current ) {
			added.current = false;
			listRef.current
				?.querySelector< HTMLSelectElement >( 'li:last-child select' )
				?.focus();
		}
	}, [ links.length ] );

	const networkOptions = SOCIAL_NETWORKS.map( ( network ) => ( {
		label: getSocialNetworkLabel( network ),
		value: network,
	} ) );
	const isFull = links.length >= MAX_SOCIAL_LINKS;

	function update( index: number, change: Partial< SocialLinkRow > ) {
		onChange(
			links.map( ( link, row ) =>
				row === index ? { ...link, ...change } : link
			),
			Object.keys( change ).map( ( key ) => `social.${ index }.${ key }` )
		);
	}

	return (
		<FieldGroup
			legend={ __( 'Social links', 'eventin' ) }
			error={ errors.social }
			help={
				isFull
					? sprintf(
							/* translators: %d: the most links a speaker can have. */
							__( 'A speaker has at most %d links.', 'eventin' ),
							MAX_SOCIAL_LINKS
						)
					: undefined
			}
			className="eventin-social-links"
		>
			{ links.length === 0 ? (
				<p className="eventin-social-links__empty">
					{ __( 'No social links yet.', 'eventin' ) }
				</p>
			) : (
				<ul className="eventin-social-links__list" ref={ listRef }>
					{ links.map( ( link, index ) => {
						const networkError =
							errors[ `social.${ index }.network` ];
						return (
							<li
								key={ link.key }
								className="eventin-social-links__row"
							>
								<SelectControl
									className={
										networkError
											? 'eventin-event-field is-invalid'
											: 'eventin-event-field'
									}
									label={ sprintf(
										/* translators: %d: the link's position. */
										__( 'Network %d', 'eventin' ),
										index + 1
									) }
									value={ link.network }
									options={ networkOptions }
									onChange={ ( value ) =>
										update( index, {
											network: value as SocialNetwork,
										} )
									}
									help={ networkError }
									aria-invalid={ !! networkError }
									__next40pxDefaultSize
									__nextHasNoMarginBottom
								/>
								<TextField
									type="url"
									className="eventin-social-links__url"
									label={ sprintf(
										/* translators: %d: the link's position. */
										__( 'Link %d', 'eventin' ),
										index + 1
									) }
									value={ link.url }
									onChange={ ( value ) =>
										update( index, { url: value } )
									}
									error={ errors[ `social.${ index }.url` ] }
									help={ undefined }
								/>
								<Button
									className="eventin-social-links__remove"
									icon={ closeSmall }
									label={ sprintf(
										/* translators: %d: the link's position. */
										__( 'Remove link %d', 'eventin' ),
										index + 1
									) }
									onClick={ () =>
										onChange(
											links.filter(
												( _, row ) => row !== index
											),
											getRowErrorKeys(
												links.length,
												index
											)
										)
									}
									__next40pxDefaultSize
								/>
							</li>
						);
					} ) }
				</ul>
			) }
			<div className="eventin-social-links__actions">
				<Button
					variant="secondary"
					icon={ plus }
					disabled={ isFull }
					accessibleWhenDisabled
					onClick={ () => {
						added.current = true;
						onChange( [ ...links, newSocialRow() ], [ 'social' ] );
					} }
					__next40pxDefaultSize
				>
					{ __( 'Add social link', 'eventin' ) }
				</Button>
			</div>
		</FieldGroup>
	);
}
