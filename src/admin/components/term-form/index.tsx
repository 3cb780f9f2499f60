/**
 * The frame of a create form: a card holding the fields and the submit
 * button (busy while saving). After a failed check, the first invalid field
 * gets focus.
 */
import { Button, Card, CardBody } from '@wordpress/components';
import type { FormEvent, ReactNode } from 'react';

import { useFirstErrorFocus } from '../../hooks/use-first-error-focus';
import { type FormFrameState } from '../../hooks/use-form';

export default function TermForm( {
	form: { isSaving, errorCount, save },
	submitLabel,
	children,
}: {
	/** The form's state (useForm). */
	form: FormFrameState;
	submitLabel: string;
	children: ReactNode;
} ) {
	const formRef = useFirstErrorFocus( errorCount );
	return (
		<Card className="eventin-term-form">
			<CardBody>
				<form
					ref={ formRef }
					noValidate
					onSubmit={ ( event: FormEvent ) => {
						event.preventDefault();
						save();
					} }
				>
					<div className="eventin-term-form__fields">
						{ children }
					</div>
					<div className="eventin-term-form__actions">
						<Button
							type="submit"
							variant="primary"
							isBusy={ isSaving }
							disabled={ isSaving }
							__next40pxDefaultSize
						>
							{ submitLabel }
						</Button>
					</div>
				</form>
			</CardBody>
		</Card>
	);
}
