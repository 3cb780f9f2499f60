/**
 * An event as `GET /eventin/v2/events/{id}` answers it, for the event
 * editor's tests.
 */
import { type Event } from '../../../stores/events/types';

export function makeEvent( overrides: Partial< Event > = {} ): Event {
	return {
		id: 12,
		title: 'Jazz Night',
		description: '<p>Late sets.</p>',
		status: 'publish',
		display_status: 'upcoming',
		start_date: '2026-03-10',
		end_date: '2026-03-10',
		start_time: '19:00',
		end_time: '23:00',
		timezone: 'Europe/Berlin',
		utc_offset: '+01:00',
		start_utc: '2026-03-10T18:00:00Z',
		end_utc: '2026-03-10T22:00:00Z',
		location: {
			type: 'venue',
			venue: 'Town Hall',
			address: { address: '1 Main Street' },
			online_link: '',
		},
		location_problem: false,
		parent: 0,
		recurring_enabled: 'no',
		recurrence: null,
		sold_tickets: 3,
		total_ticket: 100,
		tickets: [
			{
				id: 31,
				name: 'Standard',
				price: '25.00',
				capacity: 100,
				min_per_order: 1,
				max_per_order: 0,
				sale_start: '2026-03-01 08:00',
				sale_end: '',
				sold: 3,
			},
		],
		link: 'https://example.com/event/jazz-night',
		slug: 'jazz-night',
		certificate_template: 0,
		certificate: {
			enabled: false,
			title: 'Certificate of Attendance',
			body: 'This certifies that {attendee_name} attended {event_title}.',
			background: 0,
			background_url: '',
		},
		categories: [ 4 ],
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
