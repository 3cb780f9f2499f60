<?php
namespace Eventin\Tickets;

use Eventin\Database\Reader;
use Eventin\Database\Sql;
use Eventin\Orders\Money;
use Eventin\Problem;
use Eventin\Rest\Controller;
use Eventin\Time\LocalTime;
use WP_Error;

/**
 * Ticket types of events, in their own table: name, price (in minor units of the site's currency,
 * as bookings keep amounts; answered and taken as decimal text), capacity (-1 = unlimited), the least
 * and most per order (0 = no limit), a sale window in the event's local time, and how many sold.
 *
 * Selling is one conditional UPDATE, so capacity is never oversold whatever the concurrency.
 */
final class Tickets {
	public static function table(): string {
		global $wpdb;
		return $wpdb->prefix . 'etn_tickets';
	}

	public static function schema( string $charset_collate ): string {
		$table = self::table();
		return "CREATE TABLE {$table} (
			id bigint(20) unsigned NOT NULL AUTO_INCREMENT,
			event_id bigint(20) unsigned NOT NULL,
			name varchar(200) NOT NULL DEFAULT '',
			price_minor bigint(20) NOT NULL DEFAULT 0,
			capacity int(11) NOT NULL DEFAULT -1,
			min_per_order int(11) NOT NULL DEFAULT 1,
			max_per_order int(11) NOT NULL DEFAULT 0,
			sale_start varchar(16) NOT NULL DEFAULT '',
			sale_end varchar(16) NOT NULL DEFAULT '',
			sold int(11) NOT NULL DEFAULT 0,
			position int(11) NOT NULL DEFAULT 0,
			PRIMARY KEY  (id),
			KEY event_id (event_id)
		) {$charset_collate};";
	}

	/**
	 * The ticket types of many events in one query.
	 *
	 * @param int[] $event_ids
	 * @return array<int, array[]> event id => ticket types in their order
	 */
	public static function for_events( array $event_ids ): array {
		$by_event = array_fill_keys( $event_ids, array() );
		if ( ! $event_ids ) {
			return $by_event;
		}
		$rows = Reader::rows( Sql::concat( 'SELECT * FROM ' . self::table() . ' WHERE event_id IN (', Sql::ids( $event_ids ), ') ORDER BY position, id' ) );
		foreach ( $rows as $row ) {
			$by_event[ (int) $row['event_id'] ][] = self::shape( $row );
		}
		return $by_event;
	}

	/** @return array[] */
	public static function for_event( int $event_id ): array {
		return self::for_events( array( $event_id ) )[ $event_id ];
	}

	private static function shape( array $row ): array {
		return array(
			'id'            => (int) $row['id'],
			'name'          => $row['name'],
			'price'         => Money::to_decimal( (int) $row['price_minor'], Money::currency() ),
			'capacity'      => (int) $row['capacity'],
			'min_per_order' => (int) $row['min_per_order'],
			'max_per_order' => (int) $row['max_per_order'],
			'sale_start'    => $row['sale_start'],
			'sale_end'      => $row['sale_end'],
			'sold'          => (int) $row['sold'],
		);
	}

	/**
	 * The event's total (-1 when any type is unlimited; 0 without tickets) and sold count.
	 *
	 * @param array[] $tickets
	 * @return array{0: int, 1: int}
	 */
	public static function totals( array $tickets ): array {
		$total = 0;
		$sold  = 0;
		foreach ( $tickets as $ticket ) {
			$sold += $ticket['sold'];
			if ( $total >= 0 ) {
				$total = $ticket['capacity'] < 0 ? -1 : $total + $ticket['capacity'];
			}
		}
		return array( $total, $sold );
	}

	/** One ticket type as the REST API answers and takes it; `${1/name}` in a message is its name. */
	public static function item_schema(): array {
		$name = '${1/name}';
		/* translators: %s: a ticket name */
		$whole = sprintf( __( 'The numbers of "%s" must be whole numbers.', 'eventin' ), $name );
		return array(
			'type'       => 'object',
			'properties' => array(
				'id'            => array(
					'description' => __( 'The ticket type id; 0 for a new one.', 'eventin' ),
					'type'        => 'integer',
					'minimum'     => 0,
				),
				'name'          => array(
					'description'  => __( 'The name.', 'eventin' ),
					'type'         => 'string',
					'format'       => 'text-field',
					'minLength'    => 1,
					'maxLength'    => 200,
					'required'     => true,
					'errorMessage' => array_fill_keys( array( 'required', 'type', 'minLength' ), __( 'Every ticket type needs a name.', 'eventin' ) ),
				),
				'price'         => array(
					'description'  => __( 'The price, 0 or more; answered as a decimal string such as 25.00.', 'eventin' ),
					'type'         => array( 'number', 'string' ),
					'minimum'      => 0,
					'pattern'      => '^\d+(\.\d+)?$',
					/* translators: %s: a ticket name */
					'errorMessage' => sprintf( __( 'The price of "%s" must be a number, 0 or more.', 'eventin' ), $name ),
				),
				'capacity'      => array(
					'description'  => __( 'How many can be sold; -1 (the default) for no limit.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => -1,
					'errorMessage' => array(
						'type'    => $whole,
						/* translators: %s: a ticket name */
						'minimum' => sprintf( __( 'The capacity of "%s" cannot be negative (leave it unlimited instead).', 'eventin' ), $name ),
					),
				),
				'min_per_order' => array(
					'description'  => __( 'The least per order; 1 by default.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 1,
					'errorMessage' => array(
						'type'    => $whole,
						/* translators: %s: a ticket name */
						'minimum' => sprintf( __( 'At least 1 ticket of "%s" must be allowed per order.', 'eventin' ), $name ),
					),
				),
				'max_per_order' => array(
					'description'  => __( 'The most per order; 0 (the default) for no limit.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 0,
					'errorMessage' => array(
						'type'    => $whole,
						/* translators: %s: a ticket name */
						'minimum' => sprintf( __( 'The most tickets of "%s" per order must be 0 (no limit) or more.', 'eventin' ), $name ),
					),
				),
				'sale_start'    => self::moment_schema( __( 'When the sale starts, YYYY-MM-DD HH:mm in the event timezone; empty for now.', 'eventin' ) ),
				'sale_end'      => self::moment_schema( __( 'When the sale ends, as sale_start; empty for the event end.', 'eventin' ) ),
				'sold'          => Controller::readonly_field( __( 'How many were sold.', 'eventin' ), 'integer' ),
			),
		);
	}

	private static function moment_schema( string $description ): array {
		return array(
			'description'  => $description,
			'type'         => 'string',
			'pattern'      => '^\s*(\d{4}-\d{2}-\d{2}[ T]([01]\d|2[0-3]):[0-5]\d)?\s*$',
			'errorMessage' => self::moment_message( '${1/name}' ),
		);
	}

	private static function moment_message( string $name ): string {
		/* translators: %s: a ticket name */
		return sprintf( __( 'The sale dates of "%s" must be written as YYYY-MM-DD HH:mm.', 'eventin' ), $name );
	}

	/**
	 * Checks the ticket types sent for an event (which passed item_schema()) against the saved ones.
	 * Returns the clean list or the first problem, naming the field.
	 *
	 * @param array[] $value    The list sent.
	 * @param array[] $existing The saved ticket types.
	 * @return array[]|WP_Error
	 */
	public static function validate( array $value, array $existing ) {
		$saved = array_column( $existing, null, 'id' );
		$clean = array();
		$kept  = array();
		foreach ( array_values( $value ) as $index => $ticket ) {
			$id   = (int) ( $ticket['id'] ?? 0 );
			$name = sanitize_text_field( $ticket['name'] );
			if ( $id && ! isset( $saved[ $id ] ) ) {
				/* translators: %d: a ticket id */
				return self::invalid( sprintf( __( 'Ticket type %d does not belong to this event.', 'eventin' ), $id ), "{$index}.id" );
			}
			$price = self::price_problem( $ticket['price'] ?? 0, $name );
			if ( null !== $price ) {
				return self::invalid( $price, "{$index}.price" );
			}
			$sold    = $id ? $saved[ $id ]['sold'] : 0;
			$numbers = array(
				'capacity'      => (int) ( $ticket['capacity'] ?? -1 ),
				'min_per_order' => (int) ( $ticket['min_per_order'] ?? 1 ),
				'max_per_order' => (int) ( $ticket['max_per_order'] ?? 0 ),
			);
			if ( $numbers['capacity'] >= 0 && $numbers['capacity'] < $sold ) {
				/* translators: 1: a ticket name, 2: tickets sold */
				return self::invalid( sprintf( __( 'The capacity of "%1$s" cannot be below the %2$d already sold.', 'eventin' ), $name, $sold ), "{$index}.capacity" );
			}
			if ( $numbers['max_per_order'] > 0 && $numbers['max_per_order'] < $numbers['min_per_order'] ) {
				/* translators: %s: a ticket name */
				return self::invalid( sprintf( __( 'The most tickets of "%s" per order cannot be below the least (0 means no limit).', 'eventin' ), $name ), "{$index}.max_per_order" );
			}
			$window = array();
			foreach ( array( 'sale_start', 'sale_end' ) as $field ) {
				$window[ $field ] = str_replace( 'T', ' ', trim( (string) ( $ticket[ $field ] ?? '' ) ) );
				if ( '' !== $window[ $field ] && ! LocalTime::is_date( substr( $window[ $field ], 0, 10 ) ) ) {
					return self::invalid( self::moment_message( $name ), "{$index}.{$field}" );
				}
			}
			if ( '' !== $window['sale_start'] && '' !== $window['sale_end'] && $window['sale_end'] <= $window['sale_start'] ) {
				/* translators: %s: a ticket name */
				return self::invalid( sprintf( __( 'The sale of "%s" must end after it starts.', 'eventin' ), $name ), "{$index}.sale_end" );
			}
			$kept[]  = $id;
			$clean[] = array(
				'id'    => $id,
				'name'  => $name,
				'price' => Money::to_decimal( Money::to_minor( $ticket['price'] ?? 0, Money::currency() ), Money::currency() ),
				'sold'  => $sold,
			) + $numbers + $window;
		}
		foreach ( $existing as $ticket ) {
			if ( $ticket['sold'] > 0 && ! in_array( $ticket['id'], $kept, true ) ) {
				/* translators: %s: a ticket name */
				return self::invalid( sprintf( __( 'The ticket type "%s" has sales and cannot be removed.', 'eventin' ), $ticket['name'] ) );
			}
		}
		return $clean;
	}

	/**
	 * What is wrong with a price in the site's currency, in words, or null: more decimals than the
	 * currency has (0.001 would be stored as a free ticket) or more than a payment can take.
	 *
	 * @param mixed $price
	 */
	private static function price_problem( $price, string $name ): ?string {
		$currency = Money::currency();
		switch ( Money::fault( $price, $currency ) ) {
			case 'decimals':
				$decimals = Money::decimals( $currency );
				return 0 === $decimals
					/* translators: 1: a ticket name, 2: a currency code such as JPY */
					? sprintf( __( 'The price of "%1$s" must be a whole amount of %2$s.', 'eventin' ), $name, $currency )
					/* translators: 1: a ticket name, 2: how many decimals, 2 for dollars */
					: sprintf( _n( 'The price of "%1$s" can have at most %2$d decimal.', 'The price of "%1$s" can have at most %2$d decimals.', $decimals, 'eventin' ), $name, $decimals );
			case 'maximum':
				/* translators: 1: a ticket name, 2: the highest price, such as $999,999.99 */
				return sprintf( __( 'The price of "%1$s" cannot be over %2$s.', 'eventin' ), $name, Money::format( Money::MAX_MINOR, $currency ) );
			case 'format':
				/* translators: %s: a ticket name */
				return sprintf( __( 'The price of "%s" must be a number, 0 or more.', 'eventin' ), $name );
		}
		return null;
	}

	/** A problem with the tickets sent; $field names it, e.g. '0.price' (the first type's price). */
	private static function invalid( string $message, string $field = '' ): WP_Error {
		return new WP_Error( 'tickets', $message, '' === $field ? null : array( 'field' => $field ) );
	}

	/**
	 * Saves an event's ticket types as validated: updates those with an id, inserts the new ones,
	 * removes the ones left out (validate() made sure none of those has sales).
	 *
	 * @param array[] $tickets From validate().
	 */
	public static function save( int $event_id, array $tickets ): void {
		global $wpdb;
		$keep = array();
		foreach ( array_values( $tickets ) as $position => $ticket ) {
			$row = array(
				'name'          => $ticket['name'],
				'price_minor'   => Money::to_minor( $ticket['price'], Money::currency() ),
				'capacity'      => $ticket['capacity'],
				'min_per_order' => $ticket['min_per_order'],
				'max_per_order' => $ticket['max_per_order'],
				'sale_start'    => $ticket['sale_start'],
				'sale_end'      => $ticket['sale_end'],
				'position'      => $position,
			);
			if ( $ticket['id'] ) {
				$wpdb->update( self::table(), $row, array( 'id' => $ticket['id'], 'event_id' => $event_id ) );
				$keep[] = (int) $ticket['id'];
			} else {
				$wpdb->insert( self::table(), $row + array( 'event_id' => $event_id ) );
				$keep[] = (int) $wpdb->insert_id;
			}
		}
		$wpdb->query( Sql::concat( Sql::of( 'DELETE FROM ' . self::table() . ' WHERE event_id = ? AND sold = 0', $event_id ), $keep ? Sql::concat( ' AND id NOT IN (', Sql::ids( $keep ), ')' ) : '' )->prepared() );
	}

	/** Copies an event's ticket types to another event, without their sales. */
	public static function copy( int $from_event, int $to_event ): void {
		$copies = array_map(
			static fn( $ticket ) => array( 'id' => 0 ) + $ticket,
			self::for_event( $from_event )
		);
		self::save( $to_event, $copies );
	}

	public static function delete_for( int $event_id ): void {
		global $wpdb;
		$wpdb->delete( self::table(), array( 'event_id' => $event_id ) );
	}

	/**
	 * Sells tickets of one type: the order limits and the sale window (in the event's timezone),
	 * then take().
	 *
	 * @return true|WP_Error
	 */
	public static function sell( int $ticket_id, int $quantity, ?int $now = null ) {
		global $wpdb;
		$row = $wpdb->get_row( $wpdb->prepare( 'SELECT * FROM ' . self::table() . ' WHERE id = %d', $ticket_id ), ARRAY_A );
		if ( ! $row ) {
			return Problem::not_found( 'eventin_ticket_not_found', __( 'This ticket type does not exist.', 'eventin' ) );
		}
		$timezone = (string) get_post_meta( (int) $row['event_id'], 'event_timezone', true );
		$problem  = self::check_sale( self::shape( $row ), $quantity, $timezone, $now ?? time() );
		if ( $problem ) {
			return $problem;
		}
		return self::take( $ticket_id, (int) $row['event_id'], $quantity )
			? true
			: Problem::conflict( 'eventin_sold_out', __( 'Not enough tickets of this type are left.', 'eventin' ) );
	}

	/** Why this quantity of a ticket type cannot be sold now (order limits, sale window), or null. */
	public static function check_sale( array $ticket, int $quantity, string $timezone, int $now ): ?Problem {
		if ( $quantity < $ticket['min_per_order'] || ( $ticket['max_per_order'] > 0 && $quantity > $ticket['max_per_order'] ) ) {
			return Problem::refused( 'eventin_ticket_quantity', self::limits_message( $ticket ) );
		}
		if ( ! self::on_sale( $ticket, $timezone, $now ) ) {
			/* translators: %s: a ticket name */
			return Problem::refused( 'eventin_ticket_not_on_sale', sprintf( __( '“%s” is not on sale now.', 'eventin' ), $ticket['name'] ) );
		}
		return null;
	}

	/** Whether the ticket type's sale window (in the event's local time) holds this moment. */
	public static function on_sale( array $ticket, string $timezone, int $now ): bool {
		$local = LocalTime::local( $now, $timezone )->format( 'Y-m-d H:i' );
		return ( '' === $ticket['sale_start'] || $local >= $ticket['sale_start'] ) && ( '' === $ticket['sale_end'] || $local < $ticket['sale_end'] );
	}

	/** 'Choose between 2 and 4 tickets of “VIP”.' and its kin. */
	public static function limits_message( array $ticket ): string {
		$min = max( 1, $ticket['min_per_order'] );
		$max = $ticket['max_per_order'];
		if ( $max > 0 && $max === $min ) {
			/* translators: 1: a number of tickets, 2: a ticket name */
			return sprintf( _n( 'Choose exactly %1$d ticket of “%2$s”.', 'Choose exactly %1$d tickets of “%2$s”.', $max, 'eventin' ), $max, $ticket['name'] );
		}
		if ( $max > 0 ) {
			/* translators: 1: least tickets, 2: most tickets, 3: a ticket name */
			return sprintf( __( 'Choose between %1$d and %2$d tickets of “%3$s”.', 'eventin' ), $min, $max, $ticket['name'] );
		}
		/* translators: 1: least tickets, 2: a ticket name */
		return sprintf( __( 'Choose at least %1$d tickets of “%2$s”.', 'eventin' ), $min, $ticket['name'] );
	}

	/**
	 * Takes seats of a ticket type: one conditional UPDATE that succeeds only while capacity
	 * remains, so whatever the concurrency no seat is sold twice; the event's count follows.
	 */
	public static function take( int $ticket_id, int $event_id, int $quantity ): bool {
		global $wpdb;
		$updated = $wpdb->query(
			$wpdb->prepare(
				'UPDATE ' . self::table() . ' SET sold = sold + %d WHERE id = %d AND (capacity < 0 OR sold + %d <= capacity)',
				$quantity,
				$ticket_id,
				$quantity
			)
		);
		if ( 1 !== $updated ) {
			return false;
		}
		self::sold( $event_id, $quantity );
		return true;
	}

	/** Gives seats back (a released hold, a refund, a cancelled attendee). */
	public static function release( int $ticket_id, int $event_id, int $quantity ): void {
		global $wpdb;
		$updated = $wpdb->query( $wpdb->prepare( 'UPDATE ' . self::table() . ' SET sold = sold - %d WHERE id = %d AND sold >= %d', $quantity, $ticket_id, $quantity ) );
		if ( 1 === $updated ) {
			self::sold( $event_id, -$quantity );
		}
	}

	/** Seats of an event taken (or given back, negative): the events index counts them (Events\Index). */
	private static function sold( int $event_id, int $quantity ): void {
		/**
		 * Seats of an event were taken, or given back when negative; in the same transaction.
		 *
		 * @param int $event_id
		 * @param int $quantity
		 */
		do_action( 'eventin_tickets_sold', $event_id, $quantity );
	}

	/** The event a ticket type belongs to; null when there is no such ticket type. */
	public static function event_of( int $ticket_id ): ?int {
		global $wpdb;
		$event_id = $wpdb->get_var( $wpdb->prepare( 'SELECT event_id FROM ' . self::table() . ' WHERE id = %d', $ticket_id ) );
		return null === $event_id ? null : (int) $event_id;
	}

	/** How many are left of a ticket type; null when unlimited. */
	public static function remaining( array $ticket ): ?int {
		return $ticket['capacity'] < 0 ? null : max( 0, $ticket['capacity'] - $ticket['sold'] );
	}
}
