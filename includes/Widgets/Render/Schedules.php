<?php
namespace Eventin\Widgets\Render;

use DateTimeImmutable;
use DateTimeZone;
use Eventin\Schedules\PostType;
use Eventin\Schedules\Schedule;
use Eventin\Speakers\Speaker;
use Eventin\Front\Assets;

/**
 * The schedule widgets: a tab per schedule (its date and program title) or the schedules one after
 * another, each with its time slots (time, topic, room, objective, speakers). Styles schedule-1 (a
 * timeline) and schedule-2 (cards).
 *
 * `ids` chooses schedules; none chosen: every published one (at most MAX). Either way they go by
 * date, in `order`. One query for the ids, Schedule::read_many, one Speaker::read_many for every
 * slot's speakers.
 */
final class Schedules {
	/** The most schedules a widget shows. */
	public const MAX = 50;

	/**
	 * Kind 'schedules': WAI-ARIA tabs, one per schedule, in date order (a program reads from its first
	 * day to its last; `order` only chooses which MAX schedules when there are more). Today's tab is
	 * selected when a schedule is on today's date (the site's time zone), else the first day's.
	 */
	public static function tabs( array $atts ): string {
		list( $schedules, $speakers ) = self::read( $atts );
		if ( ! $schedules ) {
			return self::root( 'schedules', $atts, self::message() );
		}
		$schedules = self::by_date( $schedules );
		$today     = array_search( wp_date( 'Y-m-d' ), array_column( $schedules, 'date' ), true );
		$open      = false === $today ? 0 : (int) $today;
		$id        = wp_unique_id( 'eventin-schedule-' );
		$tabs      = '';
		$contents  = '';
		foreach ( $schedules as $index => $schedule ) {
			$selected  = $open === $index;
			$tab_id    = "{$id}-tab-{$index}";
			$panel_id  = "{$id}-panel-{$index}";
			$date      = self::date( $schedule['date'] );
			$tabs     .= sprintf(
				'<button type="button" role="tab" class="eventin-tabs__tab eventin-schedule__tab" id="%1$s" aria-controls="%2$s" aria-selected="%3$s" tabindex="%4$s">%5$s<span class="eventin-schedule__tab-title">%6$s</span></button>',
				esc_attr( $tab_id ),
				esc_attr( $panel_id ),
				$selected ? 'true' : 'false',
				$selected ? '0' : '-1',
				'' === $date ? '' : '<span class="eventin-schedule__tab-date">' . esc_html( $date ) . '</span>',
				esc_html( $schedule['program_title'] )
			);
			$contents .= sprintf(
				'<div role="tabpanel" class="eventin-tabs__panel eventin-schedule" id="%1$s" aria-labelledby="%2$s" tabindex="0"%3$s>%4$s</div>',
				esc_attr( $panel_id ),
				esc_attr( $tab_id ),
				$selected ? '' : ' hidden',
				self::heading( $schedule ) . self::slots( $schedule, $speakers )
			);
		}
		Assets::enqueue_script( 'tabs' );
		$html = '<div class="eventin-tabs" data-eventin-tabs><div role="tablist" class="eventin-tabs__list eventin-schedule__tabs" aria-label="' . esc_attr__( 'Schedules', 'eventin' ) . '">' . $tabs . '</div>' . $contents . '</div>';
		return self::root( 'schedules', $atts, $html );
	}

	/** Kind 'schedules-list': each schedule under its heading (date, program title). */
	public static function list( array $atts ): string {
		list( $schedules, $speakers ) = self::read( $atts );
		if ( ! $schedules ) {
			return self::root( 'schedules-list', $atts, self::message() );
		}
		$html = '';
		foreach ( $schedules as $schedule ) {
			$html .= '<section class="eventin-schedule">' . self::heading( $schedule ) . self::slots( $schedule, $speakers ) . '</section>';
		}
		return self::root( 'schedules-list', $atts, '<div class="eventin-schedule-list">' . $html . '</div>' );
	}

	/**
	 * The schedules to show and the speakers of their slots (id => speaker).
	 *
	 * @return array{0: array[], 1: array<int, array>}
	 */
	public static function read( array $atts ): array {
		$direction = 'ASC' === ( $atts['order'] ?? 'DESC' ) ? 'ASC' : 'DESC';
		$chosen    = array_values( array_filter( array_map( 'intval', (array) ( $atts['ids'] ?? array() ) ) ) );
		$ids       = get_posts(
			array(
				'post_type'        => PostType::NAME,
				'post_status'      => 'publish',
				'post__in'         => $chosen,
				// The date as YYYYMMDD lives in menu_order (see Schedule::query()).
				'orderby'          => array(
					'menu_order' => $direction,
					'ID'         => $direction,
				),
				'numberposts'      => self::MAX,
				'fields'           => 'ids',
				'no_found_rows'    => true,
				'suppress_filters' => true,
			)
		);
		$schedules = Schedule::read_many( array_map( 'intval', $ids ) );
		$wanted    = array();
		foreach ( $schedules as $schedule ) {
			foreach ( $schedule['slots'] as $slot ) {
				foreach ( (array) $slot['speakers'] as $speaker ) {
					$wanted[ (int) $speaker ] = true;
				}
			}
		}
		$speakers = array_column( Speaker::read_many( array_keys( array_filter( $wanted, static fn( $yes, $id ) => $id > 0, ARRAY_FILTER_USE_BOTH ) ), false ), null, 'id' );
		return array( $schedules, $speakers );
	}

	/**
	 * Schedules from their first date to their last (undated ones after them), same dates as read.
	 *
	 * @param array[] $schedules As read.
	 * @return array[]
	 */
	private static function by_date( array $schedules ): array {
		$dated = static fn( array $schedule ): bool => (bool) preg_match( '/^\d{4}-\d{2}-\d{2}$/', (string) $schedule['date'] );
		$keyed = array();
		foreach ( array_values( $schedules ) as $position => $schedule ) {
			$keyed[] = array( $dated( $schedule ) ? 0 : 1, $dated( $schedule ) ? $schedule['date'] : '', $position, $schedule );
		}
		sort( $keyed );
		return array_column( $keyed, 3 );
	}

	/** A schedule's heading: its date and program title. */
	private static function heading( array $schedule ): string {
		$date = self::date( $schedule['date'] );
		$html = '<h3 class="eventin-schedule__heading">';
		if ( '' !== $date ) {
			$html .= '<span class="eventin-schedule__date">' . self::time_tag( $schedule['date'], $date ) . '</span> ';
		}
		return $html . '<span class="eventin-schedule__title">' . esc_html( $schedule['program_title'] ) . '</span></h3>';
	}

	/**
	 * A schedule's time slots, in their order, each topic an h4 under the schedule's h3.
	 *
	 * @param array<int, array> $speakers Speakers by id.
	 */
	private static function slots( array $schedule, array $speakers ): string {
		if ( ! $schedule['slots'] ) {
			return '<p class="eventin-empty">' . esc_html__( 'No time slots yet.', 'eventin' ) . '</p>';
		}
		$topic = 'h4';
		$html  = '<ol class="eventin-slots" role="list">';
		foreach ( $schedule['slots'] as $slot ) {
			$html .= '<li class="eventin-slot">';
			$html .= '<p class="eventin-slot__time">' . self::slot_time( $schedule['date'], (string) $slot['start_time'], (string) $slot['end_time'] ) . '</p>';
			$html .= '<div class="eventin-slot__body">';
			$html .= '<' . $topic . ' class="eventin-slot__topic">' . esc_html( $slot['topic'] ) . '</' . $topic . '>';
			if ( '' !== trim( (string) $slot['room'] ) ) {
				$html .= '<p class="eventin-slot__room"><span class="eventin-visually-hidden">' . esc_html__( 'Room:', 'eventin' ) . ' </span>' . esc_html( $slot['room'] ) . '</p>';
			}
			if ( '' !== trim( (string) $slot['objective'] ) ) {
				$html .= '<p class="eventin-slot__objective">' . nl2br( esc_html( trim( (string) $slot['objective'] ) ) ) . '</p>';
			}
			$html .= self::slot_speakers( (array) $slot['speakers'], $speakers );
			$html .= '</div></li>';
		}
		return $html . '</ol>';
	}

	/** A slot's speakers: small photo and name, each linked to their author page. */
	private static function slot_speakers( array $ids, array $speakers ): string {
		$items = '';
		foreach ( $ids as $id ) {
			$speaker = $speakers[ (int) $id ] ?? null;
			if ( ! $speaker ) {
				continue;
			}
			$photo  = '' !== $speaker['image']
				? '<img class="eventin-slot__speaker-img" src="' . esc_url( $speaker['image'] ) . '" alt="' . esc_attr( $speaker['name'] ) . '" width="32" height="32" loading="lazy" decoding="async">'
				: '';
			// With a photo, its alt names the link once; the name beside it is for the eyes.
			$items .= '<li><a class="eventin-slot__speaker" href="' . esc_url( $speaker['author_url'] ) . '">' . $photo . '<span' . ( '' === $photo ? '' : ' aria-hidden="true"' ) . '>' . esc_html( $speaker['name'] ) . '</span></a></li>';
		}
		if ( '' === $items ) {
			return '';
		}
		return '<ul class="eventin-slot__speakers" role="list" aria-label="' . esc_attr__( 'Speakers', 'eventin' ) . '">' . $items . '</ul>';
	}

	/** '9:00 am – 10:30 am' in the site's time format, each a <time>. */
	private static function slot_time( string $date, string $start, string $end ): string {
		$from = self::clock( $date, $start );
		$to   = self::clock( $date, $end );
		if ( ! $from ) {
			return '';
		}
		$html = self::time_tag( $from[0], $from[1] );
		if ( $to ) {
			$html .= ' <span aria-hidden="true">–</span><span class="eventin-visually-hidden">' . esc_html__( 'to', 'eventin' ) . '</span> ' . self::time_tag( $to[0], $to[1] );
		}
		return $html;
	}

	/**
	 * A slot time ('HH:mm') as its machine value and its text in the site's time format.
	 *
	 * @return array{0: string, 1: string}|null
	 */
	private static function clock( string $date, string $time ): ?array {
		if ( ! preg_match( '/^(\d{1,2}):(\d{2})/', $time, $m ) ) {
			return null;
		}
		$utc   = new DateTimeZone( 'UTC' );
		$day   = preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ? $date : '1970-01-01';
		$stamp = DateTimeImmutable::createFromFormat( '!Y-m-d H:i', "{$day} {$m[1]}:{$m[2]}", $utc );
		if ( ! $stamp ) {
			return null;
		}
		return array( sprintf( '%02d:%s', $m[1], $m[2] ), (string) wp_date( (string) get_option( 'time_format' ), $stamp->getTimestamp(), $utc ) );
	}

	/** A schedule's date ('YYYY-MM-DD') in the site's date format ('' when it has none). */
	private static function date( string $date ): string {
		if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', $date ) ) {
			return '';
		}
		$utc   = new DateTimeZone( 'UTC' );
		$stamp = DateTimeImmutable::createFromFormat( '!Y-m-d', $date, $utc );
		return $stamp ? (string) wp_date( (string) get_option( 'date_format' ), $stamp->getTimestamp(), $utc ) : '';
	}

	private static function time_tag( string $machine, string $text ): string {
		return '<time datetime="' . esc_attr( $machine ) . '">' . esc_html( $text ) . '</time>';
	}

	private static function message(): string {
		return '<p class="eventin-empty">' . esc_html__( 'No schedules to show.', 'eventin' ) . '</p>';
	}

	private static function root( string $kind, array $atts, string $inner ): string {
		$style = 'eventin-style-' . sanitize_html_class( (string) ( $atts['style'] ?? 'schedule-1' ) );
		return '<div class="' . esc_attr( "eventin-widget eventin-{$kind} {$style}" ) . '">' . $inner . '</div>';
	}
}
