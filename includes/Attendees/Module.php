<?php
namespace Eventin\Attendees;

use Eventin\Database\Projection;
use Eventin\Modules\Module as Base;

/**
 * Attendees: their tables, words and counts, their routes.
 */
final class Module extends Base {
	public function controllers(): array {
		return array( AttendeesController::class );
	}

	public function migrations(): array {
		return array(
			6 => array( Migrations::class, 'add_attendee_indexes' ),
			7 => array( Migrations::class, 'add_attendee_word_counts' ),
		);
	}

	public function projections(): array {
		return array(
			'attendee counts' => new Projection( static fn() => array( AttendeeCounts::table() ), array( AttendeeCounts::class, 'rebuild' ) ),
			'attendee words'  => new Projection( static fn() => array( AttendeeWords::table(), AttendeeWords::counts_table() ), array( AttendeeWords::class, 'rebuild' ) ),
		);
	}

	public function data(): array {
		return array( 'tables' => array( Attendees::table(), AttendeeWords::table(), AttendeeWords::counts_table(), AttendeeCounts::table() ) );
	}
}
