/**
 * The frame of a form on a panel (the event editor's sub-pages, the speaker,
 * schedule and settings forms): its heading, the server errors no field shows
 * (with a way to load the item again when someone else changed it meanwhile),
 * the fields, the Save button (busy while saving) and the unsaved-changes
 * guard. After a failed check or save, the first invalid field (or the first
 * input of an invalid group) gets focus.
 */
import { Button, Notice } from '@wordpress/components';
import { useId } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { FormEvent, ReactNode } from 'react';

import { useFirstErrorFocus } from '../../hooks/use-first-error-focus';
import { type FormFrameState } from '../../hooks/use-form';
import { type FormConflict } from '../../hooks/use-crud-form';
import UnsavedChangesGuard from '../unsaved-changes-guard';

export default function FormPanel( {
	title,
	form: {
		isSaving,
		isDirty,
		otherErrors,
		errorCount,
		save: onSubmit,
		conflict = null,
	},
	children,
	actions,
	submitLabel = __( 'Save', 'eventin' ),
	submitDisabled = false,
}: {
	title: string;
	/**
	 * The form's state (useForm); `conflict` (useCrudForm) after a save
	 * refused because someone else changed the item.
	 */
	form: FormFrameState & {
		isDirty: boolean;
		otherErrors: string[];
		conflict?: FormConflict | null;
	};
	children: ReactNode;
	/** More buttons beside Save. */
	actions?: ReactNode;
	submitLabel?: string;
	/** Whether Save is off (besides while saving), e.g. with nothing changed. */
	submitDisabled?: boolean;
} ) {
	const formRef = useFirstErrorFocus( errorCount );
	// The form is named by its title: a landmark screen readers list.
	const titleId = useId();

	return (
		<form
			ref={ formRef }
			className="eventin-form-panel"
			aria-labelledby={ titleId }
			noValidate
			onSubmit={ ( event: FormEvent ) => {
				event.preventDefault();
				if ( ! isSaving && ! submitDisabled ) {
					onSubmit();
				}
			} }
		>
			<h2 id={ titleId } className="eventin-form-panel__title">
				{ title }
			</h2>
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
			{ conflict && (
				<Notice
					status="error"
					isDismissible={ false }
					className="eventin-form-panel__conflict"
				>
					<p>{ conflict.message }</p>
					<p className="eventin-form-panel__reload">
						{ __(
							'Reloading shows their changes; yours on this page are lost.',
							'eventin'
						) }
						<Button
							variant="secondary"
							onClick={ () => conflict.reload() }
							disabled={ isSaving }
							accessibleWhenDisabled
							__next40pxDefaultSize
						>
							{ __( 'Reload', 'eventin' ) }
						</Button>
					</p>
				</Notice>
			) }
			<div className="eventin-form-panel__fields">{ children }</div>
			<div className="eventin-form-panel__actions">
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
