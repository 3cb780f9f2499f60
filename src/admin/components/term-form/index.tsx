/**
 * The frame of a create form: a card holding the fields and the submit
 * button (busy while saving).
 */
import { Button, Card, CardBody } from '@wordpress/components';
import type { FormEvent, ReactNode } from 'react';

export default function TermForm( {
	onSubmit,
	submitLabel,
	isSaving,
	children,
}: {
	onSubmit: () => void;
	submitLabel: string;
	isSaving: boolean;
	children: ReactNode;
} ) {
	return (
		<Card className="eventin-term-form">
			<CardBody>
				<form
					noValidate
					onSubmit={ ( event: FormEvent ) => {
						event.preventDefault();
						onSubmit();
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
