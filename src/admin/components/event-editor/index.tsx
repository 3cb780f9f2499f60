/**
 * The event editor: /events/create (a new event: its Basic info) and
 * /events/create/{id}/{slug}, a menu of sub-pages beside the current one.
 * Each sub-page is its own form and saves only its own fields.
 */
import { Notice, Spinner } from '@wordpress/components';
import { __, sprintf } from '@wordpress/i18n';
import type { ComponentType, ReactNode } from 'react';
import { Navigate, useParams } from 'react-router-dom';

import { type Event } from '../../../stores/events/types';
import { useSettings } from '../../hooks/use-settings';
import { isEventNotFound, useEventItem } from '../../hooks/use-event-item';
import {
	getEventEditorPages,
	isRsvpModuleOn,
	MANAGER_ONLY_PAGES,
} from './form/pages';
import { useCurrentUser } from '../../hooks/use-current-user';
import { CAPABILITIES, isAllowed } from '../../../stores/global/capabilities';
import RouterButton from '../router-button';
import Sidebar from './sidebar';
import BasicPage from './basic';
import LocationPage from './location';
import TicketsPage from './tickets';
import RecurrencePage from './recurrence';
import PeoplePage from './people';
import SchedulePage from './schedule';
import RsvpPage from './rsvp';
import CertificatePage from './certificate';
import {
	eventEditPath,
	isEventEditorPage,
	type EventEditorPage,
} from '../../paths';
import { parseRouteId } from '../../utils/form';

const PAGES: Record< EventEditorPage, ComponentType< { event: Event } > > = {
	basic: BasicPage,
	location: LocationPage,
	tickets: TicketsPage,
	recurrence: RecurrencePage,
	people: PeoplePage,
	schedule: SchedulePage,
	rsvp: RsvpPage,
	certificate: CertificatePage,
};

/** Whether the user manages every event (a vendor edits only part of theirs). */
function useMayManageEvents(): boolean {
	const { user } = useCurrentUser();
	return (
		!! user &&
		isAllowed(
			user.permissions,
			user.is_super_admin,
			CAPABILITIES.manageEvent
		)
	);
}

function EditorLayout( {
	eventId,
	eventTitle,
	current,
	children,
}: {
	eventId: number | null;
	eventTitle: string;
	current: EventEditorPage;
	children: ReactNode;
} ) {
	const { settings } = useSettings();
	const mayManageEvents = useMayManageEvents();
	return (
		<div className="eventin-event-editor">
			<Sidebar
				eventId={ eventId }
				eventTitle={ eventTitle }
				pages={ getEventEditorPages( settings, mayManageEvents ) }
				current={ current }
			/>
			<div className="eventin-event-editor__content">{ children }</div>
		</div>
	);
}

function EventNotFound() {
	return (
		<div className="eventin-event-editor__missing">
			<Notice status="warning" isDismissible={ false }>
				{ __( 'This event does not exist.', 'eventin' ) }
			</Notice>
			<RouterButton to="/events" variant="secondary">
				{ __( 'Back to the event list', 'eventin' ) }
			</RouterButton>
		</div>
	);
}

function ExistingEvent( {
	idParam,
	slug,
}: {
	idParam: string | undefined;
	slug: string | undefined;
} ) {
	const id = parseRouteId( idParam );
	const { event, error, isLoading } = useEventItem( id );
	const { settings } = useSettings();
	const mayManageEvents = useMayManageEvents();

	if ( id === null || isEventNotFound( error ) ) {
		return <EventNotFound />;
	}
	if (
		! isEventEditorPage( slug ) ||
		( ! mayManageEvents && MANAGER_ONLY_PAGES.includes( slug ) )
	) {
		return <Navigate to={ eventEditPath( id ) } replace />;
	}
	if ( error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ sprintf(
					/* translators: %s: the server's error message. */
					__( 'The event could not be loaded: %s', 'eventin' ),
					error.message ?? ''
				) }
			</Notice>
		);
	}
	if ( isLoading || ! event ) {
		return (
			<div className="eventin-event-editor__loading">
				<Spinner />
				<span>{ __( 'Loading the event…', 'eventin' ) }</span>
			</div>
		);
	}

	const Page = PAGES[ slug ];
	return (
		<EditorLayout
			eventId={ id }
			eventTitle={ event.title }
			current={ slug }
		>
			{ slug === 'rsvp' && ! isRsvpModuleOn( settings ) ? (
				<Notice status="info" isDismissible={ false }>
					{ __( 'The RSVP module is off.', 'eventin' ) }
				</Notice>
			) : (
				// A fresh form for each event and sub-page.
				<Page key={ `${ id }/${ slug }` } event={ event } />
			) }
		</EditorLayout>
	);
}

export default function EventEditor() {
	const { id, slug } = useParams();
	if ( id === undefined ) {
		return (
			<EditorLayout eventId={ null } eventTitle="" current="basic">
				<BasicPage event={ null } />
			</EditorLayout>
		);
	}
	return <ExistingEvent idParam={ id } slug={ slug } />;
}
