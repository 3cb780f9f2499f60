/**
 * The editor's menu: one link per sub-page, the current one marked. A new
 * event has only its Basic info until it is saved.
 */
import { __ } from '@wordpress/i18n';
import { Link } from 'react-router-dom';

import { getPageLabel } from './form/pages';
import { eventEditPath, type EventEditorPage } from '../../paths';

export default function Sidebar( {
	eventId,
	eventTitle,
	pages,
	current,
}: {
	/** null for a new event. */
	eventId: number | null;
	eventTitle: string;
	pages: readonly EventEditorPage[];
	current: EventEditorPage;
} ) {
	return (
		<div className="eventin-event-editor__sidebar">
			{ eventTitle && (
				<p className="eventin-event-editor__event-title">
					{ eventTitle }
				</p>
			) }
			<nav aria-label={ __( 'Event settings', 'eventin' ) }>
				<ul className="eventin-event-editor__menu">
					{ pages.map( ( page ) => {
						const isCurrent = page === current;
						const className = `eventin-event-editor__menu-item${
							isCurrent ? ' is-current' : ''
						}`;
						return (
							<li key={ page }>
								{ eventId === null ? (
									<span
										className={ `${ className }${
											isCurrent ? '' : ' is-unavailable'
										}` }
										aria-current={
											isCurrent ? 'page' : undefined
										}
									>
										{ getPageLabel( page ) }
									</span>
								) : (
									<Link
										to={ eventEditPath( eventId, page ) }
										className={ className }
										aria-current={
											isCurrent ? 'page' : undefined
										}
									>
										{ getPageLabel( page ) }
									</Link>
								) }
							</li>
						);
					} ) }
				</ul>
			</nav>
			{ eventId === null && (
				<p className="eventin-event-editor__menu-hint">
					{ __(
						'Save the basic info first; the other settings follow.',
						'eventin'
					) }
				</p>
			) }
		</div>
	);
}
