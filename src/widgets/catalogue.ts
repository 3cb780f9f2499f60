/**
 * The widget catalogue: every public widget kind, once. The generator screens
 * and the editor blocks build their forms from it; the build writes it to
 * build/widgets.json (bin/lib/widgets-json.cjs), where PHP reads the tags,
 * defaults and limits (includes/Widgets/Catalogue.php).
 */
import { __ } from '@wordpress/i18n';
import {
	choices,
	columnsField,
	descLimitField,
	eventField,
	eventTermFields,
	idsField,
	limitField,
	orderbyField,
	orderField,
	statusField,
	styleField,
	toggleField,
	type Field,
	type SelectField,
} from './fields';

export type WidgetFamily = 'events' | 'calendars' | 'speakers' | 'schedules';

/** The families, in the order lists of widgets show them. */
export const FAMILIES: Array< { value: WidgetFamily; label: string } > = [
	{ value: 'events', label: __( 'Events', 'eventin' ) },
	{ value: 'calendars', label: __( 'Calendars', 'eventin' ) },
	{ value: 'speakers', label: __( 'Speakers', 'eventin' ) },
	{ value: 'schedules', label: __( 'Schedules', 'eventin' ) },
];

export type WidgetKind = {
	/** The kind's id: the generator route `#/shortcodes/{name}`. */
	name: string;
	/** The shortcode tag (Eventin's where it has one). */
	tag: string;
	/** Further tags that render the same widget (Eventin Pro's names). */
	aliases: string[];
	family: WidgetFamily;
	title: string;
	description: string;
	/** A Dashicon name (blocks and cards use it). */
	icon: string;
	fields: Field[];
	/** Where the generator's form starts, when not on the defaults (a bare shortcode keeps those). */
	start?: Record< string, string | number >;
};

/** Where the fields about the upcoming events beside a calendar mean something. */
const beside = { field: 'calendar_show', values: [ 'left', 'right' ] };

const calendarView = (
	values: Record< string, string >,
	def: string
): SelectField => ( {
	name: 'calendar_view',
	type: 'select',
	label: __( 'View', 'eventin' ),
	default: def,
	choices: choices( values ),
} );

/**
 * The fields of the event lists and grids.
 * @param limit
 */
const eventListFields = ( limit: number ): Field[] => [
	...eventTermFields(),
	statusField(),
	limitField( limit ),
	orderField(),
	orderbyField( true ),
];

const eventDisplayFields = (): Field[] => [
	descLimitField(),
	toggleField( 'etn_desc_show', __( 'Show description', 'eventin' ) ),
	toggleField( 'show_end_date', __( 'Show end date', 'eventin' ) ),
	toggleField( 'show_event_location', __( 'Show location', 'eventin' ) ),
	toggleField(
		'show_parent_event',
		__( 'Show recurring parents', 'eventin' )
	),
	toggleField( 'show_child_event', __( 'Show recurrences', 'eventin' ) ),
];

const speakerListFields = (): Field[] => [
	idsField( 'cat_id', __( 'Speaker groups', 'eventin' ), 'speaker_group' ),
	limitField( 20 ),
	orderField(),
	orderbyField( false ),
];

export const WIDGETS: WidgetKind[] = [
	{
		name: 'event',
		tag: 'eventin_event',
		aliases: [],
		family: 'events',
		title: __( 'Event card', 'eventin' ),
		description: __(
			'One event: its banner, title, date, place and a link.',
			'eventin'
		),
		icon: 'id',
		fields: [ eventField() ],
	},
	{
		name: 'events-calendar',
		tag: 'events_calendar',
		aliases: [ 'etn_pro_calendar_standard' ],
		family: 'calendars',
		title: __( 'Events calendar', 'eventin' ),
		description: __(
			'A month, week or day calendar of published events.',
			'eventin'
		),
		icon: 'calendar-alt',
		fields: [
			calendarView(
				{
					dayGridMonth: __( 'Month', 'eventin' ),
					timeGridWeek: __( 'Week', 'eventin' ),
					timeGridDay: __( 'Day', 'eventin' ),
				},
				'timeGridWeek'
			),
			{
				name: 'calendar_show',
				type: 'select',
				label: __( 'Upcoming events beside the calendar', 'eventin' ),
				default: 'full_width',
				choices: choices( {
					full_width: __( 'None (full width)', 'eventin' ),
					left: __( 'On the left', 'eventin' ),
					right: __( 'On the right', 'eventin' ),
				} ),
			},
			{
				...toggleField(
					'show_upcoming_event',
					__( 'Show upcoming events', 'eventin' )
				),
				shownWhen: beside,
			},
			{
				...toggleField(
					'show_desc',
					__( 'Show the upcoming events’ descriptions', 'eventin' )
				),
				shownWhen: beside,
			},
			{ ...limitField( 20 ), shownWhen: beside },
			...eventTermFields(),
		],
	},
	{
		name: 'events-calendar-list',
		tag: 'etn_pro_calendar_list',
		aliases: [],
		family: 'calendars',
		title: __( 'Events calendar list', 'eventin' ),
		description: __(
			'Events of a month, week or day as a list, with paging.',
			'eventin'
		),
		icon: 'list-view',
		fields: [
			calendarView(
				{
					listMonth: __( 'Month list', 'eventin' ),
					listWeek: __( 'Week list', 'eventin' ),
					listDay: __( 'Day list', 'eventin' ),
				},
				'listMonth'
			),
			...eventTermFields(),
		],
	},
	{
		name: 'events',
		tag: 'events',
		aliases: [ 'etn_pro_events_standard', 'etn_pro_events_classic' ],
		family: 'events',
		title: __( 'Events', 'eventin' ),
		description: __(
			'Events as cards in a grid, in five styles.',
			'eventin'
		),
		icon: 'grid-view',
		fields: [
			styleField( 5, 'event-' ),
			...eventListFields( 20 ),
			columnsField(),
			...eventDisplayFields(),
		],
		start: {
			filter_with_status: 'upcoming',
			order: 'ASC',
			orderby: 'etn_start_date',
		},
	},
	{
		name: 'events-one-line',
		tag: 'etn_pro_events_one_line',
		aliases: [],
		family: 'events',
		title: __( 'Events in one line', 'eventin' ),
		description: __(
			'A compact list: date, title and place on one line each.',
			'eventin'
		),
		icon: 'editor-justify',
		fields: [
			...eventListFields( 3 ),
			descLimitField(),
			toggleField( 'etn_desc_show', __( 'Show description', 'eventin' ) ),
		],
	},
	{
		name: 'events-tab',
		tag: 'events_tab',
		aliases: [ 'etn_pro_events_tab' ],
		family: 'events',
		title: __( 'Events by category tabs', 'eventin' ),
		description: __(
			'A tab per category, each with its events.',
			'eventin'
		),
		icon: 'index-card',
		fields: [
			styleField( 4, 'event-' ),
			...eventListFields( 20 ),
			columnsField(),
			...eventDisplayFields(),
		],
	},
	{
		name: 'events-slider',
		tag: 'etn_pro_events_sliders',
		aliases: [],
		family: 'events',
		title: __( 'Events slider', 'eventin' ),
		description: __(
			'Events in a slider with previous and next buttons.',
			'eventin'
		),
		icon: 'slides',
		fields: [
			styleField( 3, 'event-' ),
			...eventListFields( 20 ),
			limitField(
				3,
				__( 'Events per slide', 'eventin' ),
				'slider_count'
			),
			descLimitField(),
		],
	},
	{
		name: 'countdown',
		tag: 'etn_pro_countdown',
		aliases: [],
		family: 'events',
		title: __( 'Event countdown', 'eventin' ),
		description: __(
			'Days, hours, minutes and seconds until an event starts.',
			'eventin'
		),
		icon: 'clock',
		fields: [
			eventField(
				__( 'Event (none: the next upcoming event)', 'eventin' )
			),
		],
	},
	{
		name: 'ticket-form',
		tag: 'etn_pro_ticket_form',
		aliases: [],
		family: 'events',
		title: __( 'Event ticket form', 'eventin' ),
		description: __(
			"Ticket types with prices and seats left, the buyer's details and payment: visitors book here.",
			'eventin'
		),
		icon: 'tickets-alt',
		fields: [
			{
				...eventField(
					__( 'Event (none: the event of the page)', 'eventin' )
				),
				requiredForScript: true,
			},
			styleField( 2 ),
			toggleField( 'hide_remaining', __( 'Hide seats left', 'eventin' ) ),
		],
	},
	{
		name: 'rsvp-form',
		tag: 'etn_rsvp_form',
		aliases: [],
		family: 'events',
		title: __( 'RSVP form', 'eventin' ),
		description: __(
			"Visitors answer going, maybe or not going, with their party's size and guests; shown only while the event takes RSVPs.",
			'eventin'
		),
		icon: 'yes-alt',
		fields: [
			{
				...eventField(
					__( 'Event (none: the event of the page)', 'eventin' )
				),
				requiredForScript: true,
			},
		],
	},
	{
		name: 'attendee-list',
		tag: 'etn_pro_attendee_list',
		aliases: [],
		family: 'events',
		title: __( 'Attendee list', 'eventin' ),
		description: __(
			"The names of an event's attendees who agreed at checkout to be listed, with their profile pictures if they agreed to that too; never their e-mail addresses.",
			'eventin'
		),
		icon: 'admin-users',
		fields: [
			// Eventin Pro's attributes: `id` (the event) and `show_avatar` (yes by default).
			{ ...eventField(), name: 'id', required: true },
			limitField( 50 ),
			{
				...toggleField(
					'show_avatar',
					__(
						'Show profile pictures (only of attendees who agreed)',
						'eventin'
					)
				),
				default: 'yes',
			},
		],
	},
	{
		name: 'certificate',
		tag: 'etn_certificate',
		aliases: [],
		family: 'events',
		title: __( 'Certificate', 'eventin' ),
		description: __(
			'Attendees enter their ticket code and e-mail address and get their certificate, once they have checked in.',
			'eventin'
		),
		icon: 'awards',
		fields: [],
	},
	{
		name: 'frontend-dashboard',
		tag: 'etn_pro_dashboard',
		aliases: [],
		family: 'events',
		title: __( 'Frontend dashboard', 'eventin' ),
		description: __(
			'Organizers manage their own events, bookings and attendees from a page of the site; visitors are asked to sign in.',
			'eventin'
		),
		icon: 'dashboard',
		fields: [
			{
				// Each part is also a shortcode of its own (includes/Widgets/Render/FrontDashboard.php).
				name: 'part',
				type: 'select',
				label: __( 'Show', 'eventin' ),
				default: 'dashboard',
				choices: choices( {
					dashboard: __( 'The whole dashboard', 'eventin' ),
					'event-form': __( 'The event form', 'eventin' ),
					'attendee-list': __( 'The attendee list', 'eventin' ),
					'frontend-attendee-list': __(
						'The attendee list (front end)',
						'eventin'
					),
				} ),
			},
		],
	},
	{
		name: 'related-events',
		tag: 'etn_pro_related_events',
		aliases: [],
		family: 'events',
		title: __( 'Related events', 'eventin' ),
		description: __(
			'Upcoming events sharing a category or tag with an event.',
			'eventin'
		),
		icon: 'networking',
		fields: [
			eventField(
				__( 'Event (none: the event of the page)', 'eventin' )
			),
			limitField( 20 ),
			columnsField(),
		],
	},
	{
		name: 'add-to-calendar',
		tag: 'etn_pro_add_calendar',
		aliases: [],
		family: 'events',
		title: __( 'Add to calendar', 'eventin' ),
		description: __(
			'An .ics download and a Google Calendar link for an event.',
			'eventin'
		),
		icon: 'calendar',
		fields: [
			eventField(
				__( 'Event (none: the event of the page)', 'eventin' )
			),
		],
	},
	{
		name: 'recurring-event',
		tag: 'etn_event_recurring',
		aliases: [],
		family: 'events',
		title: __( 'Recurring event', 'eventin' ),
		description: __( 'The occurrences of a recurring event.', 'eventin' ),
		icon: 'controls-repeat',
		fields: [
			eventField(
				__( 'Recurring event (none: the event of the page)', 'eventin' )
			),
			limitField( 20 ),
			statusField(),
		],
	},
	{
		name: 'event-location',
		tag: 'etn_pro_event_location_list',
		aliases: [],
		family: 'events',
		title: __( 'Event locations', 'eventin' ),
		description: __(
			'Where events take place, with a map link for each address.',
			'eventin'
		),
		icon: 'location',
		fields: [
			eventField( __( 'Event (none: every upcoming event)', 'eventin' ) ),
			limitField( 5, __( 'Locations to show', 'eventin' ) ),
		],
	},
	{
		name: 'speakers',
		tag: 'speakers',
		aliases: [ 'etn_pro_speakers_standard', 'etn_pro_speakers_classic' ],
		family: 'speakers',
		title: __( 'Speakers', 'eventin' ),
		description: __(
			'Speakers with photo, title and links, in three styles.',
			'eventin'
		),
		icon: 'groups',
		fields: [
			styleField( 3, 'speaker-' ),
			...speakerListFields(),
			columnsField( 'etn_speaker_col' ),
		],
	},
	{
		name: 'organizers',
		tag: 'etn_pro_organizers',
		aliases: [],
		family: 'speakers',
		title: __( 'Organizers', 'eventin' ),
		description: __( 'The organizers, with logo and links.', 'eventin' ),
		icon: 'businessperson',
		fields: [ ...speakerListFields(), columnsField( 'etn_speaker_col' ) ],
	},
	{
		name: 'speakers-slider',
		tag: 'etn_pro_speakers_sliders',
		aliases: [],
		family: 'speakers',
		title: __( 'Speakers slider', 'eventin' ),
		description: __( 'Speakers in a slider, in five styles.', 'eventin' ),
		icon: 'slides',
		fields: [
			styleField( 5, 'speaker-' ),
			...speakerListFields(),
			{
				...limitField(
					3,
					__( 'Speakers per slide', 'eventin' ),
					'slider_count'
				),
				max: 10,
			},
		],
	},
	{
		name: 'schedules',
		tag: 'schedules',
		aliases: [ 'etn_pro_schedules_tab' ],
		family: 'schedules',
		title: __( 'Schedules in tabs', 'eventin' ),
		description: __(
			'A tab per schedule day, each with its time slots.',
			'eventin'
		),
		icon: 'schedule',
		fields: [
			styleField( 2, 'schedule-' ),
			idsField( 'ids', __( 'Schedules', 'eventin' ), 'schedule' ),
			orderField(),
		],
	},
	{
		name: 'schedules-list',
		tag: 'schedules_list',
		aliases: [ 'etn_pro_schedules_list' ],
		family: 'schedules',
		title: __( 'Schedules list', 'eventin' ),
		description: __(
			'Schedules one after another with their time slots.',
			'eventin'
		),
		icon: 'list-view',
		fields: [
			styleField( 2, 'schedule-' ),
			idsField( 'ids', __( 'Schedules', 'eventin' ), 'schedule' ),
			orderField(),
		],
	},
];

export const widgetByName = ( name: string ): WidgetKind | undefined =>
	WIDGETS.find( ( kind ) => kind.name === name );

/**
 * A kind's attributes at their defaults.
 *
 * @param kind The widget kind.
 */
export const defaultValues = ( kind: WidgetKind ) =>
	Object.fromEntries(
		kind.fields.map( ( field ) => [ field.name, field.default ] )
	) as Record< string, string | number >;
/**
 * The block's attribute for a field: the field's own name, but for `style`,
 * which WordPress's block supports keep for an object (a text there broke the
 * editor's preview). Shortcodes keep `style`.
 *
 * @param field A field's name.
 */
export const blockAttributeName = ( field: string ): string =>
	field === 'style' ? 'widget_style' : field;

/**
 * The values the generator's form starts on: the defaults, but where the kind
 * starts elsewhere (events: upcoming, by start date).
 *
 * @param kind The widget kind.
 */
export const startValues = ( kind: WidgetKind ) => ( {
	...defaultValues( kind ),
	...kind.start,
} );
