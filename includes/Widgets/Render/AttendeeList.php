<?php
namespace Eventin\Widgets\Render;

use Eventin\Attendees\Attendees;
use Eventin\Events\PostType;

/**
 * Kind 'attendee-list' (Eventin Pro's `[etn_pro_attendee_list id="…"]`): the names of a published
 * event's attendees who agreed at checkout to be named on it (`listed`), of paid (completed)
 * tickets only, in the order they booked (the newest last), at most `limit`. Avatars only for
 * those who also agreed to show theirs (`show_avatar`), and only when the widget shows avatars;
 * the others get their initials. No e-mail address is ever written: avatars are looked up by it
 * on the server, and a name that holds one is cut short of it.
 *
 * One query, bounded by the limit (Attendees::listed()).
 */
final class AttendeeList {
	private const AVATAR_SIZE = 48;

	public static function render( array $atts ): string {
		$event_id = (int) ( $atts['id'][0] ?? 0 );
		$event    = $event_id ? get_post( $event_id ) : null;
		if ( ! $event || PostType::NAME !== $event->post_type || 'publish' !== $event->post_status || '' !== $event->post_password ) {
			return self::root( '<p class="eventin-empty">' . esc_html__( 'No event to list the attendees of.', 'eventin' ) . '</p>' );
		}
		$limit   = max( 1, (int) ( $atts['limit'] ?? 50 ) );
		$avatars = 'no' !== ( $atts['show_avatar'] ?? 'yes' ) && get_option( 'show_avatars' );
		$rows    = Attendees::listed( $event_id, $limit + 1 );
		$more    = count( $rows ) > $limit;
		$rows    = array_slice( $rows, 0, $limit );
		if ( ! $rows ) {
			return self::root( '<p class="eventin-empty">' . esc_html__( 'No attendees to show yet.', 'eventin' ) . '</p>' );
		}

		$count   = count( $rows );
		$heading = $more
			/* translators: %d: how many attendees are shown (more agreed to be listed) */
			? sprintf( _n( 'More than %d attendee', 'More than %d attendees', $count, 'eventin' ), $count )
			/* translators: %d: how many attendees agreed to be listed */
			: sprintf( _n( '%d attendee', '%d attendees', $count, 'eventin' ), $count );
		$id      = 'eventin-attendees-' . $event_id . '-' . wp_unique_id();
		$items   = '';
		foreach ( $rows as $row ) {
			$name   = self::public_name( (string) $row['name'] );
			$items .= '<li class="eventin-attendee-list__item">'
				. self::picture( $name, (string) $row['email'], $avatars && '1' === (string) $row['show_avatar'] )
				. '<span class="eventin-attendee-list__name">' . esc_html( $name ) . '</span></li>';
		}
		return self::root(
			'<h3 class="eventin-attendee-list__title" id="' . esc_attr( $id ) . '">' . esc_html( $heading ) . '</h3>'
			. '<ul class="eventin-attendee-list__items" role="list" aria-labelledby="' . esc_attr( $id ) . '">' . $items . '</ul>'
		);
	}

	/**
	 * The name as the list shows it: an e-mail address typed into it is cut to the part before
	 * its '@' ('ada@example.com' → 'ada'), and no '@' is left.
	 */
	public static function public_name( string $name ): string {
		$name = trim( (string) preg_replace( array( '/([^\s@]*)@\S*/u', '/\s+/u' ), array( '$1', ' ' ), $name ) );
		return '' === $name ? __( 'Attendee', 'eventin' ) : $name;
	}

	/** The avatar of someone who agreed to show it, else their initials (both beside the name, so hidden from screen readers). */
	private static function picture( string $name, string $email, bool $avatar ): string {
		$url = $avatar && is_email( $email ) ? (string) get_avatar_url( $email, array( 'size' => self::AVATAR_SIZE * 2 ) ) : '';
		// An avatar service that puts the address in its URL gets no say here.
		if ( '' !== $url && ! str_contains( $url, '@' ) && ! str_contains( strtolower( rawurldecode( $url ) ), strtolower( $email ) ) ) {
			return '<img class="eventin-attendee-list__avatar" src="' . esc_url( $url ) . '" alt="" width="' . self::AVATAR_SIZE . '" height="' . self::AVATAR_SIZE . '" loading="lazy" decoding="async">';
		}
		return '<span class="eventin-attendee-list__initials" aria-hidden="true">' . esc_html( self::initials( $name ) ) . '</span>';
	}

	/** 'Ada Lovelace' → 'AL'; at most two letters. */
	private static function initials( string $name ): string {
		$words   = preg_split( '/\s+/u', trim( $name ), -1, PREG_SPLIT_NO_EMPTY );
		$letters = mb_strtoupper( implode( '', array_map( static fn( string $word ) => mb_substr( $word, 0, 1 ), $words ) ) );
		return mb_strlen( $letters ) > 2 ? mb_substr( $letters, 0, 1 ) . mb_substr( $letters, -1 ) : $letters;
	}

	private static function root( string $inner ): string {
		return '<div class="eventin-widget eventin-attendee-list">' . $inner . '</div>';
	}
}
