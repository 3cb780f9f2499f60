/**
 * Registered domains: the sites embeddable scripts may run on. A domain is
 * typed (or a URL pasted) and added with Add or Enter; each one listed has
 * its Remove button.
 */
import { Button } from '@wordpress/components';
import { useId, useRef } from '@wordpress/element';
import { __, sprintf } from '@wordpress/i18n';
import { closeSmall } from '@wordpress/icons';
import type { KeyboardEvent } from 'react';

import { FieldGroup, TextField } from '../../../admin/components/form-fields';
import { getDomainLimitMessage, MAX_REGISTERED_DOMAINS } from './domains';
import { type FieldErrors } from '../../../admin/utils/form';

export default function RegisteredDomains( {
	domains,
	text,
	onTextChange,
	onAdd,
	onRemove,
	inputError,
	error,
	domainErrors,
}: {
	domains: string[];
	/** The domain being typed. */
	text: string;
	onTextChange: ( text: string ) => void;
	/** Adds the typed domain. */
	onAdd: () => void;
	onRemove: ( domain: string ) => void;
	/** Why the typed domain cannot be added. */
	inputError?: string;
	/** The list's error. */
	error?: string;
	/** Errors of single domains, by the domain. */
	domainErrors: FieldErrors;
} ) {
	const id = useId();
	const inputRef = useRef< HTMLDivElement >( null );
	const isFull = domains.length >= MAX_REGISTERED_DOMAINS;
	const hasDomainErrors = domains.some(
		( domain ) => domainErrors[ domain ]
	);

	function focusInput() {
		inputRef.current?.querySelector( 'input' )?.focus();
	}

	return (
		<FieldGroup
			legend={ __( 'Registered domains', 'eventin' ) }
			error={ error }
			help={
				isFull
					? getDomainLimitMessage()
					: __(
							'Embeddable scripts work only on the sites listed here.',
							'eventin'
						)
			}
			className={ [
				'eventin-registered-domains',
				hasDomainErrors && 'is-invalid',
			]
				.filter( Boolean )
				.join( ' ' ) }
		>
			{ /* Enter adds the domain rather than saving the form. */ }
			{ /* eslint-disable-next-line jsx-a11y/no-static-element-interactions */ }
			<div
				ref={ inputRef }
				className="eventin-registered-domains__add"
				onKeyDown={ ( event: KeyboardEvent ) => {
					if (
						event.key === 'Enter' &&
						( event.target as HTMLElement ).tagName === 'INPUT'
					) {
						event.preventDefault();
						onAdd();
					}
				} }
			>
				<TextField
					className="eventin-registered-domains__input"
					label={ __( 'Domain', 'eventin' ) }
					value={ text }
					onChange={ onTextChange }
					error={ inputError }
					help={ __(
						'Like events.example.com, or *.example.com for every subdomain. A pasted link keeps only its domain.',
						'eventin'
					) }
				/>
				<Button
					variant="secondary"
					className="eventin-registered-domains__add-button"
					onClick={ onAdd }
					disabled={ isFull }
					accessibleWhenDisabled
					__next40pxDefaultSize
				>
					{ __( 'Add', 'eventin' ) }
				</Button>
			</div>
			{ domains.length === 0 ? (
				<p className="eventin-registered-domains__empty">
					{ __( 'No domains yet.', 'eventin' ) }
				</p>
			) : (
				<ul
					className="eventin-registered-domains__list"
					aria-label={ __( 'Registered domains', 'eventin' ) }
				>
					{ domains.map( ( domain, index ) => {
						const domainError = domainErrors[ domain ];
						const errorId = `eventin-domain-${ id }-${ index }`;
						return (
							<li
								key={ domain }
								className={
									domainError
										? 'eventin-registered-domains__item is-invalid'
										: 'eventin-registered-domains__item'
								}
							>
								<span className="eventin-registered-domains__name">
									{ domain }
								</span>
								<Button
									icon={ closeSmall }
									size="compact"
									label={ sprintf(
										/* translators: %s: a domain name. */
										__( 'Remove %s', 'eventin' ),
										domain
									) }
									aria-describedby={
										domainError ? errorId : undefined
									}
									onClick={ () => {
										onRemove( domain );
										// The button is gone: keep the focus in the field.
										focusInput();
									} }
								/>
								{ domainError && (
									<p
										id={ errorId }
										className="eventin-registered-domains__error"
									>
										{ domainError }
									</p>
								) }
							</li>
						);
					} ) }
				</ul>
			) }
		</FieldGroup>
	);
}
