<?php
namespace Eventin\Events;

use Eventin\Database\Sql;

/**
 * The one rule for an event's display status, from its post status and UTC instants:
 *
 * - draft:    not published and not waiting for review (draft, future, private alike);
 * - pending:  waiting for review (a vendor's event an administrator has not published yet);
 * - upcoming: published and now < start;
 * - ongoing:  published and start <= now < end;
 * - expired:  published and end <= now.
 *
 * `of()` applies it to one event; `where_sql()` is the same rule as SQL over the events index, for the
 * list filters (all, draft, pending, ongoing, upcoming, past), so the two can never disagree.
 */
final class Status {
	public const DRAFT    = 'draft';
	public const PENDING  = 'pending';
	public const UPCOMING = 'upcoming';
	public const ONGOING  = 'ongoing';
	public const EXPIRED  = 'expired';

	/** The list filter values; `past` selects expired events, `trash` the trashed ones. */
	public const FILTERS = array( 'all', 'draft', 'pending', 'ongoing', 'upcoming', 'past', 'trash' );

	public static function of( string $post_status, int $start, int $end, int $now ): string {
		if ( 'pending' === $post_status ) {
			return self::PENDING;
		}
		if ( 'publish' !== $post_status ) {
			return self::DRAFT;
		}
		if ( $now < $start ) {
			return self::UPCOMING;
		}
		return $now < $end ? self::ONGOING : self::EXPIRED;
	}

	/** The SQL condition of a filter over the index columns post_status, start_utc and end_utc. */
	public static function where_sql( string $filter, int $now ): Sql {
		return match ( $filter ) {
			'draft'    => Sql::text( "post_status NOT IN ('publish', 'pending', 'trash')" ),
			'pending'  => Sql::text( "post_status = 'pending'" ),
			'upcoming' => Sql::of( "post_status = 'publish' AND start_utc > ?", $now ),
			'ongoing'  => Sql::of( "post_status = 'publish' AND start_utc <= ? AND end_utc > ?", $now, $now ),
			// start <= now follows from end <= now; saying it lets the list walk its index
			// from the present back instead of past every event still to come.
			'past'     => Sql::of( "post_status = 'publish' AND start_utc <= ? AND end_utc <= ?", $now, $now ),
			'trash'    => Sql::text( "post_status = 'trash'" ),
			default    => Sql::text( "post_status <> 'trash'" ),
		};
	}
}
