/** One time slot of a schedule's program. */
export interface ScheduleSlot {
	topic: string;
	/** 24-hour `HH:mm`. */
	start_time: string;
	/** 24-hour `HH:mm`, after `start_time`. */
	end_time: string;
	room: string;
	objective: string;
	/** Speaker ids (users with the speaker or organizer role). */
	speakers: number[];
}

/** A schedule (post type `etn-schedule`) as `/eventin/v2/schedules` answers it. */
export interface Schedule {
	id: number;
	program_title: string;
	/** `YYYY-MM-DD`. */
	date: string;
	status: 'publish' | 'trash';
	slots: ScheduleSlot[];
	/**
	 * When the schedule last changed, a UTC instant. Sent back with a change,
	 * the change is refused (409 `eventin_schedule_changed`) when someone
	 * else changed the schedule since.
	 */
	modified: string;
}

/** The body of a create request; an update takes any part of it. */
export interface ScheduleData {
	program_title: string;
	date: string;
	slots: ScheduleSlot[];
}

/** The list query of `GET schedules`. */
export interface ScheduleQuery {
	year?: number;
	search?: string;
	paged?: number;
	per_page?: number;
}
