/**
 * Every widget kind's generator, as a table: a change of its fields (by their labels) and the
 * exact shortcode it makes, from the ids of an event and a category. Shared by the unit test
 * that drives every kind (shortcode-kinds.test.tsx, against a mocked REST API) and the e2e
 * (tests/e2e/shortcodes.spec.ts: the grid lists every kind; a handful go end to end).
 */

/** A change of one field, found by its label. */
export type Change =
	| { select: string; value: string }
	| { fill: string; value: string }
	| { check: string }
	| { uncheck: string }
	| { pick: string; option: string }
	| { radio: string; option: string };

export type Kind = {
	name: string;
	title: string;
	tag: string;
	/** Where the form starts, when not on the bare tag. */
	first?: string;
	/** Fields the form asks for before it makes a shortcode (or a script); `shortcode` once they are given. */
	required?: {
		changes: ( ids: Fixtures ) => Change[];
		shortcode: ( ids: Fixtures ) => string;
	};
	changes: ( ids: Fixtures ) => Change[];
	expected: ( ids: Fixtures ) => string;
};

/** The ids and labels the changes choose. */
export type Fixtures = {
	event: { id: number; title: string; start_date: string };
	category: { id: number; name: string };
};

/**
 * An event as its picker lists it.
 * @param fixtures
 * @param fixtures.event
 */
export const eventLabel = ( { event }: Fixtures ) =>
	`${ event.title } (${ event.start_date })`;

/** Every kind of the catalogue, with a change of its fields and the shortcode it makes. */
export const KINDS: Kind[] = [
	{
		name: 'event',
		title: 'Event card',
		tag: 'eventin_event',
		changes: ( ids ) => [ { radio: 'Event', option: eventLabel( ids ) } ],
		expected: ( { event } ) => `[eventin_event event_id="${ event.id }"]`,
	},
	{
		name: 'events-calendar',
		title: 'Events calendar',
		tag: 'events_calendar',
		changes: () => [
			{ select: 'View', value: 'dayGridMonth' },
			// Shown only once the list has a side.
			{ select: 'Upcoming events beside the calendar', value: 'right' },
			{ check: 'Show upcoming events' },
		],
		expected: () =>
			'[events_calendar calendar_view="dayGridMonth" calendar_show="right" show_upcoming_event="yes"]',
	},
	{
		name: 'events-calendar-list',
		title: 'Events calendar list',
		tag: 'etn_pro_calendar_list',
		changes: () => [ { select: 'View', value: 'listWeek' } ],
		expected: () => '[etn_pro_calendar_list calendar_view="listWeek"]',
	},
	{
		name: 'events',
		title: 'Events',
		tag: 'events',
		first: '[events filter_with_status="upcoming" order="ASC" orderby="etn_start_date"]',
		changes: ( { category } ) => [
			{ select: 'Style', value: 'event-2' },
			{ pick: 'Categories', option: category.name },
			{ fill: 'How many to show', value: '5' },
			{ select: 'Order', value: 'ASC' },
		],
		expected: ( { category } ) =>
			`[events style="event-2" event_cat_ids="${ category.id }" filter_with_status="upcoming" limit="5" order="ASC" orderby="etn_start_date"]`,
	},
	{
		name: 'events-one-line',
		title: 'Events in one line',
		tag: 'etn_pro_events_one_line',
		changes: () => [ { fill: 'How many to show', value: '4' } ],
		expected: () => '[etn_pro_events_one_line limit="4"]',
	},
	{
		name: 'events-tab',
		title: 'Events by category tabs',
		tag: 'events_tab',
		changes: () => [
			{ select: 'Style', value: 'event-4' },
			{ select: 'Columns', value: '3' },
		],
		expected: () => '[events_tab style="event-4" etn_event_col="3"]',
	},
	{
		name: 'events-slider',
		title: 'Events slider',
		tag: 'etn_pro_events_sliders',
		changes: () => [ { fill: 'Events per slide', value: '2' } ],
		expected: () => '[etn_pro_events_sliders slider_count="2"]',
	},
	{
		name: 'countdown',
		title: 'Event countdown',
		tag: 'etn_pro_countdown',
		changes: ( ids ) => [
			{
				radio: 'Event (none: the next upcoming event)',
				option: eventLabel( ids ),
			},
		],
		expected: ( { event } ) =>
			`[etn_pro_countdown event_id="${ event.id }"]`,
	},
	{
		name: 'ticket-form',
		title: 'Event ticket form',
		tag: 'etn_pro_ticket_form',
		// Get Script wants the event (another site's page has none).
		required: {
			changes: ( ids ) => [
				{
					radio: 'Event (none: the event of the page)',
					option: eventLabel( ids ),
				},
			],
			shortcode: ( { event } ) =>
				`[etn_pro_ticket_form event_id="${ event.id }"]`,
		},
		changes: ( ids ) => [
			{
				radio: 'Event (none: the event of the page)',
				option: eventLabel( ids ),
			},
			{ select: 'Style', value: 'style-2' },
			{ check: 'Hide seats left' },
		],
		expected: ( { event } ) =>
			`[etn_pro_ticket_form event_id="${ event.id }" style="style-2" hide_remaining="yes"]`,
	},
	{
		name: 'rsvp-form',
		title: 'RSVP form',
		tag: 'etn_rsvp_form',
		// Get Script wants the event (another site's page has none); the event is its only field.
		required: {
			changes: ( ids ) => [
				{
					radio: 'Event (none: the event of the page)',
					option: eventLabel( ids ),
				},
			],
			shortcode: ( { event } ) =>
				`[etn_rsvp_form event_id="${ event.id }"]`,
		},
		changes: () => [],
		expected: ( { event } ) => `[etn_rsvp_form event_id="${ event.id }"]`,
	},
	{
		name: 'attendee-list',
		title: 'Attendee list',
		tag: 'etn_pro_attendee_list',
		required: {
			changes: ( ids ) => [
				{ radio: 'Event', option: eventLabel( ids ) },
			],
			shortcode: ( { event } ) =>
				`[etn_pro_attendee_list id="${ event.id }"]`,
		},
		changes: () => [
			{ fill: 'How many to show', value: '10' },
			{ uncheck: 'Show profile pictures (only of attendees who agreed)' },
		],
		expected: ( { event } ) =>
			`[etn_pro_attendee_list id="${ event.id }" limit="10" show_avatar="no"]`,
	},
	{
		name: 'certificate',
		title: 'Certificate',
		tag: 'etn_certificate',
		changes: () => [],
		expected: () => '[etn_certificate]',
	},
	{
		name: 'frontend-dashboard',
		title: 'Frontend dashboard',
		tag: 'etn_pro_dashboard',
		changes: () => [ { select: 'Show', value: 'event-form' } ],
		expected: () => '[etn_pro_dashboard part="event-form"]',
	},
	{
		name: 'related-events',
		title: 'Related events',
		tag: 'etn_pro_related_events',
		changes: () => [ { select: 'Columns', value: '2' } ],
		expected: () => '[etn_pro_related_events etn_event_col="2"]',
	},
	{
		name: 'add-to-calendar',
		title: 'Add to calendar',
		tag: 'etn_pro_add_calendar',
		changes: ( ids ) => [
			{
				radio: 'Event (none: the event of the page)',
				option: eventLabel( ids ),
			},
		],
		expected: ( { event } ) =>
			`[etn_pro_add_calendar event_id="${ event.id }"]`,
	},
	{
		name: 'recurring-event',
		title: 'Recurring event',
		tag: 'etn_event_recurring',
		changes: () => [
			{ select: 'Events to show', value: 'upcoming' },
			{ fill: 'How many to show', value: '6' },
		],
		expected: () =>
			'[etn_event_recurring limit="6" filter_with_status="upcoming"]',
	},
	{
		name: 'event-location',
		title: 'Event locations',
		tag: 'etn_pro_event_location_list',
		changes: () => [ { fill: 'Locations to show', value: '8' } ],
		expected: () => '[etn_pro_event_location_list limit="8"]',
	},
	{
		name: 'speakers',
		title: 'Speakers',
		tag: 'speakers',
		changes: () => [
			{ select: 'Style', value: 'speaker-3' },
			{ select: 'Columns', value: '4' },
		],
		expected: () => '[speakers style="speaker-3" etn_speaker_col="4"]',
	},
	{
		name: 'organizers',
		title: 'Organizers',
		tag: 'etn_pro_organizers',
		changes: () => [ { select: 'Order by', value: 'title' } ],
		expected: () => '[etn_pro_organizers orderby="title"]',
	},
	{
		name: 'speakers-slider',
		title: 'Speakers slider',
		tag: 'etn_pro_speakers_sliders',
		changes: () => [
			{ select: 'Style', value: 'speaker-5' },
			{ fill: 'Speakers per slide', value: '4' },
		],
		expected: () =>
			'[etn_pro_speakers_sliders style="speaker-5" slider_count="4"]',
	},
	{
		name: 'schedules',
		title: 'Schedules in tabs',
		tag: 'schedules',
		changes: () => [
			{ select: 'Style', value: 'schedule-2' },
			{ select: 'Order', value: 'ASC' },
		],
		expected: () => '[schedules style="schedule-2" order="ASC"]',
	},
	{
		name: 'schedules-list',
		title: 'Schedules list',
		tag: 'schedules_list',
		changes: () => [ { select: 'Order', value: 'ASC' } ],
		expected: () => '[schedules_list order="ASC"]',
	},
];

/**
 * The changes a kind needs before it makes a shortcode (its required fields).
 * @param kind
 * @param fixtures
 */
export const requiredChanges = ( kind: Kind, fixtures: Fixtures ) =>
	kind.required?.changes( fixtures ) ?? [];

/**
 * The shortcode of a kind at its defaults (and its required fields).
 * @param kind
 * @param fixtures
 */
export const firstShortcode = ( kind: Kind, fixtures: Fixtures ) =>
	kind.required?.shortcode( fixtures ) ?? kind.first ?? `[${ kind.tag }]`;
