/**
 * An event (post type `etn`) as `/eventin/v2/events` answers it, in lists and
 * single reads alike. Create and update take the same field names
 * (`EventData`); the server ignores the read-only ones.
 */

/** Computed once on the server from the post status and UTC instants (see Events\Status); pending: awaiting review. */
export type EventDisplayStatus =
	'draft' | 'pending' | 'upcoming' | 'ongoing' | 'expired';

/** The list filter; `past` selects expired events, `trash` the trashed ones. */
export type EventStatusFilter =
	'all' | 'draft' | 'pending' | 'ongoing' | 'upcoming' | 'past' | 'trash';

export type LocationType = 'venue' | 'online' | 'hybrid';

export interface EventLocation {
	type: LocationType;
	/** The venue's name, e.g. 'Town Hall'. */
	venue: string;
	/** `address.address` is the one-line postal address. */
	address: { address: string };
	/** An http(s) URL for online and hybrid events. */
	online_link: string;
}

export interface EventTicket {
	/** 0 for a ticket type not saved yet. */
	id: number;
	name: string;
	/** A decimal string, e.g. '25.00'. */
	price: string;
	/** -1 means unlimited. */
	capacity: number;
	min_per_order: number;
	/** 0 means no limit. */
	max_per_order: number;
	/** Local date-time in the event's timezone, 'YYYY-MM-DD HH:mm', or ''. */
	sale_start: string;
	sale_end: string;
	/** Read-only. */
	sold: number;
}

export type RecurrenceFrequency = 'daily' | 'weekly' | 'monthly' | 'yearly';

export interface EventRecurrence {
	frequency: RecurrenceFrequency;
	/** Every n days/weeks/months/years, 1 or more. */
	interval: number;
	/** Weekly: ISO weekdays 1 (Monday) to 7 (Sunday). */
	weekdays: number[];
	/** Monthly: on the start date's day of month, or its nth weekday. */
	monthly_by: 'date' | 'weekday';
	ends: 'on' | 'after';
	/** 'YYYY-MM-DD' when ends is 'on'. */
	until: string;
	/** Occurrences (the parent included) when ends is 'after'. */
	count: number;
}

export interface EventRsvp {
	enabled: boolean;
	/** Attendees allowed in all; -1 means unlimited. */
	limit: number;
	/** Per response. */
	min_attendees: number;
	max_attendees: number;
	/** Going when fully booked puts the response on a waiting list instead of refusing it (server default false). */
	waiting_list?: boolean;
	/** Only signed-in users may respond (server default false). */
	signed_in_only?: boolean;
}

export interface Event {
	id: number;
	title: string;
	/** HTML content. */
	description: string;
	/** The post status: 'publish', 'draft', 'future', 'pending' or 'trash'. */
	status: string;
	display_status: EventDisplayStatus;
	/** Local date and time in `timezone`: 'YYYY-MM-DD' and 24-hour 'HH:mm'. */
	start_date: string;
	end_date: string;
	start_time: string;
	end_time: string;
	/** An IANA name, e.g. 'Europe/Berlin'. */
	timezone: string;
	/** The timezone's offset at the start, e.g. '+01:00' or '-05:30'. */
	utc_offset: string;
	/** ISO 8601 UTC instants, e.g. '2026-03-29T01:00:00Z'. */
	start_utc: string;
	end_utc: string;
	/** null when none is saved. */
	location: EventLocation | null;
	/**
	 * The saved location cannot be used: a venue without an address, an online
	 * or hybrid event without a valid http(s) link, or a stored value of an
	 * unknown shape (e.g. imported). The list warns about it.
	 */
	location_problem: boolean;
	/** The recurring parent's id; 0 for a top-level event. */
	parent: number;
	recurring_enabled: 'yes' | 'no';
	recurrence: EventRecurrence | null;
	sold_tickets: number;
	/** -1 means unlimited. */
	total_ticket: number;
	tickets: EventTicket[];
	/** The public permalink (preview link for drafts). */
	link: string;
	/** The post slug. */
	slug: string;
	/**
	 * Whether the event gives certificates: 0 for none, any other number for
	 * on (1 once `certificate.enabled` is written; older numbers are kept).
	 */
	certificate_template: number;
	/** The certificate attendees get (the editor's Certificate page). */
	certificate: EventCertificate;
	categories: number[];
	tags: number[];
	/** An attachment id; 0 for none. */
	banner: number;
	banner_url: string;
	/** User ids with role etn-speaker / etn-organizer. */
	speakers: number[];
	organizers: number[];
	/** `etn-schedule` post ids. */
	schedules: number[];
	rsvp: EventRsvp;
	/**
	 * When the event last changed, a UTC instant ('2026-03-29T01:00:00Z').
	 * Sent back with a change, the change is refused (409
	 * `eventin_event_changed`) when someone else changed the event since.
	 */
	modified: string;
}

/** An event's certificate: its template and whether it is on. */
export interface EventCertificate {
	enabled: boolean;
	/** The title; placeholders are filled in. */
	title: string;
	/** The text, with the placeholders of `CERTIFICATE_PLACEHOLDERS`. */
	body: string;
	/** A background image (attachment id); 0 for none. */
	background: number;
	/** Read only. */
	background_url: string;
}

/** The fields create and update accept. */
export type EventData = Partial<
	Omit<
		Event,
		| 'id'
		| 'display_status'
		| 'utc_offset'
		| 'location_problem'
		| 'start_utc'
		| 'end_utc'
		| 'sold_tickets'
		| 'total_ticket'
		| 'link'
		| 'slug'
		| 'banner_url'
		| 'parent'
		| 'certificate'
	>
> & {
	certificate?: Partial< Omit< EventCertificate, 'background_url' > >;
};

/** `GET /eventin/v2/events` query args. */
export interface EventListQuery {
	status?: EventStatusFilter;
	/** 'YYYY-MM-DD' in the site's timezone; events overlapping the range. */
	start_date?: string;
	end_date?: string;
	search_keyword?: string;
	paged?: number;
	per_page?: number;
}
