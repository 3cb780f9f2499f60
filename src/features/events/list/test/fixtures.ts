/**
 * Events as `GET /eventin/v2/events` answers them, for the list's tests.
 */
import type { Event } from '../../../../stores/events/types';

export function makeEvent( overrides: Partial< Event > = {} ): Event {
	return {
		id: 1,
		title: 'Jazz Night',
		description: '',
		status: 'publish',
		display_status: 'upcoming',
		start_date: '2026-03-29',
		end_date: '2026-03-29',
		start_time: '19:00',
		end_time: '22:00',
		timezone: 'Europe/Berlin',
		utc_offset: '+02:00',
		start_utc: '2026-03-29T17:00:00Z',
		end_utc: '2026-03-29T20:00:00Z',
		location: {
			type: 'venue',
			venue: 'Town Hall',
			address: { address: '1 Main St, Springfield' },
			online_link: '',
		},
		location_problem: false,
		parent: 0,
		recurring_enabled: 'no',
		recurrence: null,
		sold_tickets: 12,
		total_ticket: 50,
		tickets: [],
		link: 'https://example.com/events/jazz-night/',
		slug: 'jazz-night',
		certificate_template: 0,
		certificate: {
			enabled: false,
			title: 'Certificate of Attendance',
			body: 'This certifies that {attendee_name} attended {event_title}.',
			background: 0,
			background_url: '',
		},
		categories: [],
		tags: [],
		banner: 0,
		banner_url: '',
		speakers: [],
		organizers: [],
		schedules: [],
		rsvp: { enabled: false, limit: -1, min_attendees: 1, max_attendees: 1 },
		modified: '2026-02-01T10:00:00Z',
		...overrides,
	};
}
