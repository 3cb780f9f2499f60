<?php
namespace Eventin\Events;

use DateTimeImmutable;
use DateTimeZone;
use Eventin\Rest\Schema;
use Eventin\Time\LocalTime;
use WP_Error;

/**
 * Recurring events: a parent event with a rule (daily; weekly on chosen weekdays; monthly on the
 * start's day of month or on its nth weekday; yearly; every n; ending on a date or after a count)
 * and one child post per further occurrence. Occurrence dates are local dates in the event's
 * timezone, so each child keeps its wall-clock times across daylight-saving changes.
 */
final class Recurrence {
	public const META = 'etn_event_recurrence';

	/** The most events one rule may make, the parent included. */
	public const MAX_OCCURRENCES = 365;

	public const DEFAULTS = array(
		'frequency'  => 'weekly',
		'interval'   => 1,
		'weekdays'   => array(),
		'monthly_by' => 'date',
		'ends'       => 'after',
		'until'      => '',
		'count'      => 2,
	);

	/** A rule as the REST API answers and takes it; until and count are checked with ends. */
	public static function schema(): array {
		return array(
			'description'  => __( 'How the event repeats; null for not at all.', 'eventin' ),
			'type'         => array( 'object', 'null' ),
			'properties'   => array(
				'frequency'  => array(
					'description'  => __( 'daily, weekly, monthly or yearly.', 'eventin' ),
					'type'         => 'string',
					'enum'         => array( 'daily', 'weekly', 'monthly', 'yearly' ),
					'errorMessage' => __( 'The recurrence must repeat daily, weekly, monthly or yearly.', 'eventin' ),
				),
				'interval'   => array(
					'description'  => __( 'Every n days, weeks, months or years.', 'eventin' ),
					'type'         => 'integer',
					'minimum'      => 1,
					'maximum'      => 365,
					'errorMessage' => __( 'The recurrence interval must be a whole number from 1 to 365.', 'eventin' ),
				),
				'weekdays'   => array(
					'description'  => __( 'Weekly: the weekdays, 1 (Monday) to 7 (Sunday); the start\'s when empty.', 'eventin' ),
					'type'         => 'array',
					'items'        => array(
						'type'    => 'integer',
						'minimum' => 1,
						'maximum' => 7,
					),
					'errorMessage' => __( 'Weekdays are numbers from 1 (Monday) to 7 (Sunday).', 'eventin' ),
				),
				'monthly_by' => array(
					'description'  => __( 'Monthly: on the start\'s day of the month (date) or its nth weekday (weekday).', 'eventin' ),
					'type'         => 'string',
					'enum'         => array( 'date', 'weekday' ),
					'errorMessage' => __( 'A monthly recurrence repeats by date or by weekday.', 'eventin' ),
				),
				'ends'       => array(
					'description'  => __( 'on a date (until), or after a number of events (count).', 'eventin' ),
					'type'         => 'string',
					'enum'         => array( 'on', 'after' ),
					'errorMessage' => __( 'The recurrence must end on a date or after a number of events.', 'eventin' ),
				),
				'until'      => array(
					'description' => __( 'The last date, YYYY-MM-DD, when ends is on.', 'eventin' ),
					'type'        => 'string',
				),
				'count'      => array(
					'description' => sprintf(
						/* translators: %d: the most occurrences */
						__( 'How many events, the first included (2 to %d), when ends is after.', 'eventin' ),
						self::MAX_OCCURRENCES
					),
					'type'        => 'integer',
					'minimum'     => 0,
				),
			),
			'errorMessage' => array( 'type' => __( 'The recurrence must be an object.', 'eventin' ) ),
		);
	}

	/**
	 * Checks a rule (sent to the API, or stored when the start date moves): schema(), then what
	 * depends on the other fields and the start date.
	 *
	 * @param mixed $value The rule.
	 * @return array|WP_Error The clean rule; the error's data names the field.
	 */
	public static function validate( $value, string $start_date ) {
		if ( null === $value ) {
			return array();
		}
		$checked = Schema::check( $value, self::schema() );
		if ( is_wp_error( $checked ) ) {
			$field = (string) array_key_first( $checked->get_error_data()['params'] );
			return new WP_Error( 'recurrence', $checked->get_error_message(), '' === $field ? null : array( 'field' => $field ) );
		}
		$rule     = array_merge( self::DEFAULTS, array_intersect_key( $value, self::DEFAULTS ) );
		$weekdays = array_values( array_unique( array_map( 'intval', $rule['weekdays'] ) ) );
		sort( $weekdays );
		if ( 'on' === $rule['ends'] && ( ! LocalTime::is_date( (string) $rule['until'] ) || $rule['until'] < $start_date ) ) {
			return new WP_Error( 'recurrence', __( 'The recurrence must end on a date (YYYY-MM-DD) on or after the event starts.', 'eventin' ), array( 'field' => 'until' ) );
		}
		if ( 'after' === $rule['ends'] && ( (int) $rule['count'] < 2 || (int) $rule['count'] > self::MAX_OCCURRENCES ) ) {
			/* translators: %d: the most occurrences */
			return new WP_Error( 'recurrence', sprintf( __( 'The number of events must be from 2 to %d.', 'eventin' ), self::MAX_OCCURRENCES ), array( 'field' => 'count' ) );
		}
		$rule = array(
			'frequency'  => $rule['frequency'],
			'interval'   => (int) $rule['interval'],
			'weekdays'   => $weekdays,
			'monthly_by' => $rule['monthly_by'],
			'ends'       => $rule['ends'],
			'until'      => 'on' === $rule['ends'] ? $rule['until'] : '',
			'count'      => 'after' === $rule['ends'] ? (int) $rule['count'] : 0,
		);
		if ( null === self::dates( $rule, $start_date ) ) {
			/* translators: %d: the most occurrences */
			return new WP_Error( 'recurrence', sprintf( __( 'This recurrence would make more than %d events; choose an earlier end.', 'eventin' ), self::MAX_OCCURRENCES ), array( 'field' => 'on' === $rule['ends'] ? 'until' : 'count' ) );
		}
		return $rule;
	}

	/**
	 * The local dates of the occurrences after the first, in order; null when the rule makes more
	 * than MAX_OCCURRENCES events.
	 *
	 * @return string[]|null
	 */
	public static function dates( array $rule, string $start_date ): ?array {
		$rule  = array_merge( self::DEFAULTS, $rule );
		$utc   = new DateTimeZone( 'UTC' );
		$start = new DateTimeImmutable( $start_date, $utc );
		$want  = 'after' === $rule['ends'] ? (int) $rule['count'] - 1 : PHP_INT_MAX;
		$until = 'on' === $rule['ends'] ? $rule['until'] : null;
		$step  = max( 1, (int) $rule['interval'] );
		$dates = array();
		// Each period (day, week, month or year) yields its candidate dates; enough periods to
		// reach MAX_OCCURRENCES even when most periods yield nothing (the 31st, 29 February).
		for ( $period = 0; $period <= self::MAX_OCCURRENCES * 4; $period += $step ) {
			$candidates = self::candidates( $rule, $start, $period );
			foreach ( $candidates as $date ) {
				if ( $date <= $start_date ) {
					continue;
				}
				if ( null !== $until && $date > $until ) {
					return $dates;
				}
				$dates[] = $date;
				if ( count( $dates ) >= $want ) {
					return $dates;
				}
				if ( count( $dates ) >= self::MAX_OCCURRENCES ) {
					return null;
				}
			}
		}
		return $dates;
	}

	/** @return string[] The dates a rule gives in one period after the start's. */
	private static function candidates( array $rule, DateTimeImmutable $start, int $period ): array {
		switch ( $rule['frequency'] ) {
			case 'daily':
				return array( $start->modify( "+{$period} days" )->format( 'Y-m-d' ) );
			case 'weekly':
				$monday   = $start->modify( '-' . ( (int) $start->format( 'N' ) - 1 ) . ' days' )->modify( "+{$period} weeks" );
				$weekdays = $rule['weekdays'] ? $rule['weekdays'] : array( (int) $start->format( 'N' ) );
				return array_map( static fn( $day ) => $monday->modify( '+' . ( $day - 1 ) . ' days' )->format( 'Y-m-d' ), $weekdays );
			case 'monthly':
				$month = $start->modify( 'first day of this month' )->modify( "+{$period} months" );
				if ( 'weekday' === $rule['monthly_by'] ) {
					$nth     = intdiv( (int) $start->format( 'j' ) - 1, 7 ) + 1;
					$weekday = (int) $start->format( 'N' );
					$first   = $month->modify( '+' . ( ( $weekday - (int) $month->format( 'N' ) + 7 ) % 7 ) . ' days' );
					$date    = $first->modify( '+' . ( $nth - 1 ) . ' weeks' );
					return $date->format( 'm' ) === $month->format( 'm' ) ? array( $date->format( 'Y-m-d' ) ) : array();
				}
				return self::exact( (int) $month->format( 'Y' ), (int) $month->format( 'n' ), (int) $start->format( 'j' ) );
			default:
				return self::exact( (int) $start->format( 'Y' ) + $period, (int) $start->format( 'n' ), (int) $start->format( 'j' ) );
		}
	}

	/** @return string[] The date, or nothing when the month has no such day. */
	private static function exact( int $year, int $month, int $day ): array {
		return checkdate( $month, $day, $year ) ? array( sprintf( '%04d-%02d-%02d', $year, $month, $day ) ) : array();
	}
}
