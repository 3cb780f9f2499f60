/**
 * The calendar widgets (events calendar, events calendar list): FullCalendar in each
 * `.eventin-events-calendar[data-endpoint]` the server rendered (includes/Widgets/Render/Calendar.php),
 * reading GET eventin/v2/calendar/events for the dates it shows.
 *
 * Times are the events' own wall times: the endpoint gives local date-times without an offset and
 * FullCalendar runs in 'UTC', so nothing shifts them to the visitor's timezone (an event at 09:00
 * in Pacific/Kiritimati shows at 09:00 on its own day). 'Today' is the visitor's own date.
 *
 * It runs on every widget in the document when it loads, and on every widget in a root an embed
 * announces with the `eventin:mount` event (a ShadowRoot: FullCalendar puts its styles in the root
 * the calendar is rendered in). Each widget is set up once.
 */
import {
	Calendar,
	type DayHeaderContentArg,
	type EventSourceInput,
} from '@fullcalendar/core';
import dayGridPlugin from '@fullcalendar/daygrid';
import timeGridPlugin from '@fullcalendar/timegrid';
import listPlugin from '@fullcalendar/list';

const READY = 'eventinCalendarReady';

/**
 * Below this width (px) a grid is too narrow to read (a phone): the calendar starts as a list.
 * A theme's content column on a desktop (600–700 px) keeps the grid.
 */
const NARROW = 480;

/** The list view of the same period as a grid view. */
const LIST_OF: Record< string, string > = {
	dayGridMonth: 'listMonth',
	timeGridWeek: 'listWeek',
	timeGridDay: 'listDay',
};

/** Entries a month's day shows before '+N more' (the rest in a popover). */
const DAY_MAX_EVENTS = 3;

type Labels = Record< string, string >;

const DEFAULT_LABELS: Labels = {
	today: 'Today',
	month: 'Month',
	week: 'Week',
	day: 'Day',
	list: 'List',
	monthUnit: 'month',
	weekUnit: 'week',
	dayUnit: 'day',
	prev: 'Previous $0',
	next: 'Next $0',
	thisView: 'This $0',
	viewHint: '$0 view',
	navLink: 'Go to $0',
	allDay: 'All day',
	noEvents: 'No events in this period.',
	more: '+$0 more',
	moreHint: 'Show $0 more events',
	loading: 'Loading events…',
	loadError: 'The events could not be loaded. Try again later.',
};

function readLabels( widget: HTMLElement ): Labels {
	try {
		const parsed = JSON.parse( widget.dataset.labels ?? '{}' );
		return {
			...DEFAULT_LABELS,
			...( parsed && typeof parsed === 'object' ? parsed : {} ),
		};
	} catch {
		return DEFAULT_LABELS;
	}
}

const fill = ( text: string, value: string | number ) =>
	text.replace( '$0', String( value ) );

/** The visitor's wall time now, as the calendar's 'UTC' reads it. */
function wallNow(): Date {
	const now = new Date();
	return new Date( now.getTime() - now.getTimezoneOffset() * 60000 );
}

/**
 * A timezone's short name at a wall time (e.g. 'GMT+14'), or '' when the browser has none.
 *
 * @param timeZone An IANA timezone.
 * @param locale   The page's language.
 * @param at       When (its offset may change with the season).
 */
function zoneName( timeZone: string, locale: string, at: Date ): string {
	try {
		return (
			new Intl.DateTimeFormat( locale || undefined, {
				timeZone,
				timeZoneName: 'short',
			} )
				.formatToParts( at )
				.find( ( part ) => part.type === 'timeZoneName' )?.value ?? ''
		);
	} catch {
		return '';
	}
}

const ids = ( value: string | undefined ) =>
	( value ?? '' )
		.split( ',' )
		.filter( ( id ) => /^\d+$/.test( id ) )
		.join( ',' );

function setUp( widget: HTMLElement ) {
	const element = widget.querySelector< HTMLElement >(
		'.eventin-calendar__calendar'
	);
	if ( ! element || widget.dataset[ READY ] || ! element.isConnected ) {
		return;
	}
	widget.dataset[ READY ] = '1';
	const text = readLabels( widget );
	const views = ( widget.dataset.views ?? '' ).split( ',' ).filter( Boolean );
	const list = views.every( ( view ) => view.startsWith( 'list' ) );
	let view = views.includes( widget.dataset.view ?? '' )
		? ( widget.dataset.view as string )
		: views[ 0 ];
	// A grid calendar also offers its period as a list, and shows it while narrow, until the
	// visitor picks a view.
	const gridView = view;
	const listView = list ? '' : ( LIST_OF[ view ] ?? 'listWeek' );
	let fitsWidth = Boolean( listView );
	const viewForWidth = ( width: number ) =>
		width < NARROW ? listView : gridView;
	if ( fitsWidth ) {
		view = viewForWidth( element.clientWidth );
	}
	const buttons = listView ? [ ...views, listView ] : views;
	const locale = widget.dataset.locale ?? '';
	const hour12 = widget.dataset.hour12 === 'yes';
	const time = {
		hour: 'numeric',
		minute: '2-digit',
		hour12,
		meridiem: hour12 ? 'lowercase' : false,
	} as const;
	const params: Record< string, string > = {};
	for ( const name of [ 'categories', 'tags' ] ) {
		const value = ids( widget.dataset[ name ] );
		if ( value ) {
			params[ name ] = value;
		}
	}
	// On a narrow calendar a week's columns are too narrow for 'Thu 11/26': a letter and the day.
	let narrow = element.clientWidth < NARROW;
	const letter = new Intl.DateTimeFormat( locale || undefined, {
		weekday: 'narrow',
		timeZone: 'UTC',
	} );
	const dayHeaderContent = ( arg: DayHeaderContentArg ) =>
		narrow && arg.view.type === 'timeGridWeek'
			? `${ letter.format( arg.date ) } ${ arg.date.getUTCDate() }`
			: arg.text;
	const status = document.createElement( 'p' );
	status.className = 'eventin-calendar__status';
	status.setAttribute( 'role', 'status' );
	element.after( status );

	const calendar = new Calendar( element, {
		plugins: [ dayGridPlugin, timeGridPlugin, listPlugin ],
		timeZone: 'UTC',
		now: wallNow,
		initialView: view,
		...( locale ? { locale } : {} ),
		firstDay: Number( widget.dataset.firstDay ?? 0 ) || 0,
		direction: widget.dataset.direction === 'rtl' ? 'rtl' : 'ltr',
		headerToolbar: {
			start: 'prev,next today',
			center: 'title',
			end: buttons.length > 1 ? buttons.join( ',' ) : '',
		},
		buttonText: {
			today: text.today,
			// The period in the buttons' hints ('Next month').
			month: text.monthUnit,
			week: text.weekUnit,
			day: text.dayUnit,
			dayGridMonth: text.month,
			timeGridWeek: text.week,
			timeGridDay: text.day,
			...( listView
				? { [ listView ]: text.list }
				: {
						listMonth: text.month,
						listWeek: text.week,
						listDay: text.day,
					} ),
		},
		buttonHints: {
			prev: text.prev,
			next: text.next,
			today: ( _buttonText: string, unit: string ) =>
				unit === 'day'
					? text.today
					: fill( text.thisView, _buttonText ),
		},
		dayHeaderContent,
		viewHint: text.viewHint,
		navLinkHint: text.navLink,
		allDayText: text.allDay,
		noEventsText: text.noEvents,
		moreLinkText: ( count: number ) => fill( text.more, count ),
		moreLinkHint: ( count: number ) => fill( text.moreHint, count ),
		height: 'auto',
		eventDisplay: 'block',
		// The calendar is as tall as its weeks (height auto), so a number, not true, limits a
		// crowded day; the week and day grids stack as many side by side.
		dayMaxEvents: DAY_MAX_EVENTS,
		eventMaxStack: DAY_MAX_EVENTS,
		moreLinkClick: 'popover',
		// The week and day grids' "+N more" is a link that says whether its popover is open
		// (aria-expanded), which a link may not: it acts as a button, so it is one to a reader.
		moreLinkDidMount: ( { el }: { el: HTMLElement } ) => {
			if ( el.tagName !== 'BUTTON' && ! el.hasAttribute( 'role' ) ) {
				el.setAttribute( 'role', 'button' );
			}
		},
		navLinks: ! list,
		nowIndicator: true,
		scrollTime: '08:00:00',
		eventTimeFormat: time,
		slotLabelFormat: time,
		views: {
			// Month cells are narrow: the title alone (a block, up to two lines).
			dayGridMonth: { displayEventTime: false },
			// Hour rows; an event's box shows its start, its list entry both ends.
			timeGrid: { slotDuration: '01:00:00', displayEventEnd: false },
			list: { displayEventEnd: true },
		},
		events: {
			url: widget.dataset.endpoint ?? '',
			extraParams: params,
			// The endpoint reads instants; the time zone is always UTC here.
			timeZoneParam: '',
		} as EventSourceInput,
		// FullCalendar draws the arrows as role="img" without a name; their buttons are named by
		// the hints above, so the pictures are hidden from assistive technology.
		datesSet: () => hideIcons( element ),
		loading: ( busy: boolean ) => {
			element.setAttribute( 'aria-busy', busy ? 'true' : 'false' );
			status.textContent = busy ? text.loading : '';
		},
		eventSourceFailure: () => {
			status.textContent = text.loadError;
		},
		eventDidMount: ( { event, el, view: shown } ) => {
			const { location = '', timezone = '' } = event.extendedProps as {
				location?: string;
				timezone?: string;
			};
			const zone =
				timezone && event.start
					? zoneName( timezone, locale, event.start )
					: '';
			const details = [ location, zone ].filter( Boolean ).join( ' · ' );
			if ( ! details ) {
				return;
			}
			if ( shown.type.startsWith( 'list' ) ) {
				const cell = el.querySelector( '.fc-list-event-title' );
				const line = document.createElement( 'span' );
				line.className = 'eventin-calendar__details';
				line.textContent = details;
				cell?.append( line );
			} else {
				el.title = `${ event.title } · ${ details }`;
			}
		},
	} );
	calendar.render();
	element.addEventListener( 'click', ( event ) => {
		const button = ( event.target as Element ).closest( 'button' );
		if (
			buttons.some( ( name ) =>
				button?.classList.contains( `fc-${ name }-button` )
			)
		) {
			fitsWidth = false;
		}
	} );
	// FullCalendar measures itself again on window resizes only, and until it does the grid
	// keeps its old width (a month grid laid out for a desktop shows three days on a phone).
	// The widget may change width without one (the upcoming events moving below it, a theme's
	// sidebar, a font loading), so it measures again whenever the calendar's width changes.
	if ( typeof ResizeObserver !== 'undefined' ) {
		let width = element.clientWidth;
		new ResizeObserver( () => {
			if ( element.clientWidth !== width ) {
				width = element.clientWidth;
				// The width it started on may have been a passing one (a stylesheet still loading).
				if (
					fitsWidth &&
					calendar.view.type !== viewForWidth( width )
				) {
					calendar.changeView( viewForWidth( width ) );
				}
				if ( narrow !== width < NARROW ) {
					narrow = width < NARROW;
					// A new function: the headers are drawn again.
					calendar.setOption( 'dayHeaderContent', ( arg ) =>
						dayHeaderContent( arg )
					);
				}
				calendar.updateSize();
			}
		} ).observe( element );
	}
}

/**
 * Hides FullCalendar's icon pictures (the prev and next arrows) from assistive technology.
 * @param element The calendar.
 */
function hideIcons( element: HTMLElement ) {
	element
		.querySelectorAll( '.fc-icon[role="img"]' )
		.forEach( ( icon ) => icon.setAttribute( 'aria-hidden', 'true' ) );
}

function init( root: ParentNode ) {
	root.querySelectorAll< HTMLElement >(
		'.eventin-events-calendar[data-endpoint]'
	).forEach( setUp );
}

init( document );
document.addEventListener( 'eventin:mount', ( event ) => {
	const root = ( event as CustomEvent< { root?: ParentNode } > ).detail?.root;
	if ( root ) {
		init( root );
	}
} );
