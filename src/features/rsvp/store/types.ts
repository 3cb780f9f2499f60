import { type Batch } from '../../../stores/batches/types';

/** A response's status, as the server names it. */
export type RsvpStatus = 'going' | 'maybe' | 'not_going' | 'waiting';

/** One RSVP response as `GET rsvp-report/{event}` answers it. */
export interface RsvpResponse {
	id: number;
	event_id: number;
	name: string;
	email: string;
	people: number;
	status: RsvpStatus;
	guests: string[];
	reason: string;
	message: string;
	user_id: number;
	/** UTC, ISO 8601. */
	created_at: string;
	updated_at: string;
}

/** What the report changes of a response. */
export interface RsvpResponseUpdate {
	status: RsvpStatus;
}

/** The responses per status, and the capacity used (whatever the list's filters). */
export interface RsvpCounts {
	going: number;
	maybe: number;
	not_going: number;
	waiting: number;
	/** People going: the capacity used. */
	people_going: number;
	/** The event's limit; -1 unlimited. */
	limit: number;
	event: { id: number; title: string; enabled: boolean };
}

/** An event with RSVP on, as `GET rsvp-report` answers it. */
export interface RsvpEvent {
	id: number;
	title: string;
	status: string;
	start_utc: string;
	end_utc: string;
	timezone: string;
	/** -1 unlimited. */
	limit: number;
	waiting_list: boolean;
	people_going: number;
	going: number;
	maybe: number;
	not_going: number;
	waiting: number;
}

/** The responses list's query (`event_id` is the path's). */
export interface RsvpResponseQuery {
	event_id: number;
	status?: RsvpStatus | 'all';
	search?: string;
	date_from?: string;
	date_to?: string;
	paged?: number;
	per_page?: number;
}

/** What an invitation or reminder keeps beside its batch's counts. */
export interface InvitationDetails {
	subject: string;
	body: string;
	/** The status sent to, or 'addresses'. */
	audience: RsvpStatus | 'addresses';
}

/**
 * An invitation or reminder: a batch of kind `rsvp-invitation`, as
 * `rsvp-report/{event}/invitations` and `batches/{id}` answer it.
 */
export type RsvpSend = Batch< InvitationDetails >;

/** What the reminder form sends (`POST …/invitations`): a status or addresses. */
export interface RsvpSendRequest {
	subject: string;
	body: string;
	status?: RsvpStatus;
	addresses?: string[];
	/** ISO 8601 instant; now when left out. */
	send_at?: string;
}

/** A page of a collection, as the store keeps it. */
export interface RsvpPage< Item > {
	items: Item[];
	totalItems: number;
}
