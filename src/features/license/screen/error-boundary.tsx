/**
 * Catches what goes wrong while the License page renders and shows a
 * friendly panel instead of a blank screen (route errors show an
 * error page). The error itself goes to the console.
 */
import { Button, Card, CardBody } from '@wordpress/components';
import { Component } from '@wordpress/element';
import { __ } from '@wordpress/i18n';
import type { ErrorInfo, ReactNode } from 'react';

interface Props {
	children: ReactNode;
}

interface State {
	hasError: boolean;
}

export function ErrorPanel() {
	return (
		<Card className="eventin-license-error" role="alert">
			<CardBody>
				<h2 className="eventin-license-error__title">
					{ __( 'Something went wrong', 'eventin' ) }
				</h2>
				<p>
					{ __(
						'The License page could not be shown. Reload the page to try again; if it keeps happening, the browser console has the details for support.',
						'eventin'
					) }
				</p>
				<Button
					variant="secondary"
					onClick={ () => window.location.reload() }
					__next40pxDefaultSize
				>
					{ __( 'Reload the page', 'eventin' ) }
				</Button>
			</CardBody>
		</Card>
	);
}

export default class ErrorBoundary extends Component< Props, State > {
	override state: State = { hasError: false };

	static getDerivedStateFromError(): State {
		return { hasError: true };
	}

	override componentDidCatch( error: Error, info: ErrorInfo ) {
		// eslint-disable-next-line no-console
		console.error( 'The License page failed', error, info.componentStack );
	}

	override render() {
		return this.state.hasError ? <ErrorPanel /> : this.props.children;
	}
}
