/**
 * The frame of a sub-page: its heading, the server errors no field shows,
 * the fields, the Save button (busy while saving) and the unsaved-changes
 * guard. After a failed check or save, the first invalid field (or the first
 * input of an invalid group) gets focus.
 */
import { Button, Notice } from '@wordpress/components';
import { useEffect, useRef } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent, ReactNode } from 'react';

import { type EventFormState } from '../../hooks/use-event-form';
import UnsavedChangesGuard from './unsaved-changes-guard';

export default function SubPageForm( {
	title,
	form: { isSaving, isDirty, otherErrors, errorCount, save: onSubmit },
	children,
	actions,
	submitLabel = __( 'Save', 'eventin' ),
	submitDisabled = false,
}: {
	title: string;
	/** The sub-page's form state (useEventForm). */
	form: Pick<
		EventFormState< unknown >,
		'isSaving' | 'isDirty' | 'otherErrors' | 'errorCount' | 'save'
	>;
	children: ReactNode;
	/** More buttons beside Save. */
	actions?: ReactNode;
	submitLabel?: string;
	/** Whether Save is off (besides while saving), e.g. with nothing changed. */
	submitDisabled?: boolean;
} ) {
	const formRef = useRef< HTMLFormElement >( null );

	useEffect( () => {
		if ( errorCount === 0 ) {
			return;
		}
		// An invalid input, or a group with an error (its first input).
		const invalid = formRef.current?.querySelector< HTMLElement >(
			'[aria-invalid="true"], .eventin-event-field-group.is-invalid'
		);
		const target = invalid?.matches( 'fieldset' )
			? invalid.querySelector< HTMLElement >(
					'input:not([disabled]), select, textarea, button'
				)
			: invalid;
		target?.focus();
	}, [ errorCount ] );

	return (
		<form
			ref={ formRef }
			className="eventin-event-editor__form"
			noValidate
			onSubmit={ ( event: FormEvent ) => {
				event.preventDefault();
				if ( ! isSaving && ! submitDisabled ) {
					onSubmit();
				}
			} }
		>
			<h2 className="eventin-event-editor__form-title">{ title }</h2>
			{ otherErrors.length > 0 && (
				<Notice status="error" isDismissible={ false }>
					{ otherErrors.length === 1 ? (
						otherErrors[ 0 ]
					) : (
						<ul>
							{ otherErrors.map( ( message ) => (
								<li key={ message }>{ message }</li>
							) ) }
						</ul>
					) }
				</Notice>
			) }
			<div className="eventin-event-editor__fields">{ children }</div>
			<div className="eventin-event-editor__actions">
				<Button
					type="submit"
					variant="primary"
					isBusy={ isSaving }
					disabled={ isSaving || submitDisabled }
					accessibleWhenDisabled
					__next40pxDefaultSize
				>
					{ submitLabel }
				</Button>
				{ actions }
			</div>
			<UnsavedChangesGuard when={ isDirty } />
		</form>
	);
}
