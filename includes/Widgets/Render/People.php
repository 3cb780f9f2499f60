<?php
namespace Eventin\Widgets\Render;

use Eventin\Speakers\Speaker;
use Eventin\Speakers\SpeakerGroups;
use Eventin\Front\Assets;
use WP_User_Query;

/**
 * The people widgets: speakers in a grid (styles speaker-1 … speaker-3), organizers, and speakers
 * in a slider (speaker-1 … speaker-5). Each person is a card: photo (alt: their name), name linked
 * to their author page, designation and company, social links.
 *
 * A render costs a fixed number of queries: the group members (when groups are chosen), one user
 * query for the ids, then Speaker::read_many (batched users, meta, groups and photos).
 *
 * Users have no title, slug or post date, so `orderby` maps onto them: title and name → display
 * name, ID → user id, post_date → registration date; ties go by id in the same direction.
 */
final class People {
	private const ORDERBY = array(
		'title'     => 'display_name',
		'name'      => 'display_name',
		'ID'        => 'ID',
		'post_date' => 'user_registered',
	);

	/** Social network of a speaker link => the core Social Icons block's service. */
	private const SERVICES = array(
		'website'   => 'chain',
		'facebook'  => 'facebook',
		'x'         => 'x',
		'linkedin'  => 'linkedin',
		'instagram' => 'instagram',
		'youtube'   => 'youtube',
	);

	/** Kind 'speakers': speakers (role etn-speaker) in a grid of 1–4 columns. */
	public static function speakers( array $atts ): string {
		$people = self::people( SpeakerGroups::SPEAKER_ROLE, $atts );
		$html   = $people
			? self::grid( $people, (int) $atts['etn_speaker_col'] )
			: self::message( __( 'No speakers to show.', 'eventin' ) );
		return self::root( 'speakers', self::style_class( $atts ), $html );
	}

	/** Kind 'organizers': organizers (role etn-organizer) with logo, name and links. */
	public static function organizers( array $atts ): string {
		$people = self::people( SpeakerGroups::ORGANIZER_ROLE, $atts );
		$html   = $people
			? self::grid( $people, (int) $atts['etn_speaker_col'] )
			: self::message( __( 'No organizers to show.', 'eventin' ) );
		return self::root( 'organizers', 'eventin-style-organizer', $html );
	}

	/** Kind 'speakers-slider': speakers in a slider, slider_count at a time (one on phones). */
	public static function slider( array $atts ): string {
		$people = self::people( SpeakerGroups::SPEAKER_ROLE, $atts );
		if ( ! $people ) {
			return self::root( 'speakers-slider', self::style_class( $atts ), self::message( __( 'No speakers to show.', 'eventin' ) ) );
		}
		$count  = count( $people );
		$slides = '';
		foreach ( $people as $i => $person ) {
			$slides .= sprintf(
				'<div class="eventin-slider__slide" role="group" aria-roledescription="%1$s" aria-label="%2$s">%3$s</div>',
				esc_attr__( 'slide', 'eventin' ),
				/* translators: 1: a slide's position, 2: how many slides there are. */
				esc_attr( sprintf( __( '%1$d of %2$d', 'eventin' ), $i + 1, $count ) ),
				self::card( $person )
			);
		}
		Assets::enqueue_script( 'slider' );
		return self::root( 'speakers-slider', self::style_class( $atts ), EventCards::slider_html( $slides, (int) $atts['slider_count'], __( 'Speakers', 'eventin' ) ) );
	}

	/**
	 * The people of a role as Speaker::read_many() gives them, in display order.
	 *
	 * @param array $atts cat_id (groups: members of any), limit, order, orderby.
	 * @return array[]
	 */
	public static function people( string $role, array $atts ): array {
		$direction = 'ASC' === ( $atts['order'] ?? 'DESC' ) ? 'ASC' : 'DESC';
		$column    = self::ORDERBY[ $atts['orderby'] ?? 'ID' ] ?? 'ID';
		$args      = array(
			'role'        => $role,
			'orderby'     => 'ID' === $column ? array( 'ID' => $direction ) : array(
				$column => $direction,
				'ID'    => $direction,
			),
			'number'      => max( 1, (int) ( $atts['limit'] ?? 20 ) ),
			'fields'      => 'ID',
			'count_total' => false,
		);
		$groups    = array_values( array_filter( array_map( 'intval', (array) ( $atts['cat_id'] ?? array() ) ) ) );
		if ( $groups ) {
			$members = get_objects_in_term( $groups, SpeakerGroups::TAXONOMY );
			if ( ! is_array( $members ) || ! $members ) {
				return array();
			}
			$args['include'] = array_map( 'intval', $members );
		}
		$query = new WP_User_Query( $args );
		return Speaker::read_many( array_map( 'intval', $query->get_results() ), false );
	}

	/** People's cards in the grid, 1–4 columns (fewer on narrow screens, one on phones). */
	public static function grid( array $people, int $columns ): string {
		$columns = min( 4, max( 1, $columns ) );
		$items   = '';
		foreach ( $people as $person ) {
			$items .= '<li class="eventin-grid__item">' . self::card( $person ) . '</li>';
		}
		return '<ul class="eventin-grid eventin-people eventin-cols-' . $columns . '" role="list">' . $items . '</ul>';
	}

	/**
	 * One person's card.
	 *
	 * @param array $person As Speaker::read_many() gives it.
	 */
	public static function card( array $person ): string {
		$name = (string) $person['name'];
		$html = '<article class="eventin-person">';
		$html .= '<div class="eventin-person__photo">' . self::photo( $person ) . '</div>';
		$html .= '<div class="eventin-person__body">';
		$html .= '<h3 class="eventin-person__name"><a href="' . esc_url( $person['author_url'] ) . '">' . esc_html( $name ) . '</a></h3>';
		$about = array();
		foreach ( array( 'designation', 'company' ) as $field ) {
			$text = trim( (string) $person[ $field ] );
			if ( '' !== $text ) {
				$about[] = '<span class="eventin-person__' . $field . '">' . esc_html( $text ) . '</span>';
			}
		}
		if ( $about ) {
			// The dot between them is drawn by CSS; screen readers hear a comma.
			$html .= '<p class="eventin-person__role">' . implode( '<span class="eventin-visually-hidden">, </span>', $about ) . '</p>';
		}
		$html .= self::social( $person );
		return $html . '</div></article>';
	}

	/** The photo (or logo), alt text the person's name; their initials when they have none. */
	private static function photo( array $person ): string {
		$name     = (string) $person['name'];
		$image_id = (int) $person['image_id'];
		if ( $image_id ) {
			$img = wp_get_attachment_image(
				$image_id,
				'medium',
				false,
				array(
					'alt'      => $name,
					'class'    => 'eventin-person__img',
					'loading'  => 'lazy',
					'decoding' => 'async',
					'sizes'    => '(max-width: 600px) 100vw, 300px',
				)
			);
			if ( $img ) {
				return $img;
			}
		}
		if ( '' !== (string) $person['image'] ) {
			return '<img class="eventin-person__img" src="' . esc_url( $person['image'] ) . '" alt="' . esc_attr( $name ) . '" loading="lazy" decoding="async">';
		}
		return '<span class="eventin-person__initials" aria-hidden="true">' . esc_html( self::initials( $name ) ) . '</span>';
	}

	/** 'Ada Lovelace' → 'AL'; at most two letters. */
	private static function initials( string $name ): string {
		$letters = '';
		foreach ( preg_split( '/\s+/u', trim( $name ), -1, PREG_SPLIT_NO_EMPTY ) as $word ) {
			$letters .= mb_substr( $word, 0, 1 );
		}
		$letters = mb_strtoupper( $letters );
		return mb_strlen( $letters ) > 2 ? mb_substr( $letters, 0, 1 ) . mb_substr( $letters, -1 ) : $letters;
	}

	/** The person's social links as icon links named for screen readers ('Ada on LinkedIn'). */
	private static function social( array $person ): string {
		$links = '';
		foreach ( (array) $person['social'] as $link ) {
			$network = is_array( $link ) ? (string) ( $link['network'] ?? '' ) : '';
			$url     = is_array( $link ) ? (string) ( $link['url'] ?? '' ) : '';
			if ( ! isset( self::SERVICES[ $network ] ) || '' === esc_url( $url ) ) {
				continue;
			}
			$label  = 'website' === $network
				/* translators: %s: a person's name */
				? sprintf( __( '%s’s website', 'eventin' ), $person['name'] )
				/* translators: 1: a person's name, 2: a social network (LinkedIn) */
				: sprintf( __( '%1$s on %2$s', 'eventin' ), $person['name'], self::network_name( $network ) );
			$links .= sprintf(
				'<li><a class="eventin-person__link eventin-person__link--%1$s" href="%2$s" aria-label="%3$s" title="%3$s" rel="noopener">%4$s</a></li>',
				esc_attr( $network ),
				esc_url( $url ),
				esc_attr( $label ),
				self::icon( $network )
			);
		}
		return '' === $links ? '' : '<ul class="eventin-person__social" role="list">' . $links . '</ul>';
	}

	private static function network_name( string $network ): string {
		$names = array(
			'facebook'  => 'Facebook',
			'x'         => 'X',
			'linkedin'  => 'LinkedIn',
			'instagram' => 'Instagram',
			'youtube'   => 'YouTube',
		);
		return $names[ $network ] ?? $network;
	}

	/** The network's icon from WordPress's Social Icons block (hidden from screen readers). */
	private static function icon( string $network ): string {
		$service = self::SERVICES[ $network ];
		if ( ! function_exists( 'block_core_social_link_services' ) ) {
			return '<span aria-hidden="true">' . esc_html( mb_substr( self::network_name( $network ), 0, 1 ) ) . '</span>';
		}
		// Core's own markup: an <svg> with aria-hidden and focusable="false".
		return (string) block_core_social_link_services( $service, 'icon' );
	}

	private static function style_class( array $atts ): string {
		return 'eventin-style-' . sanitize_html_class( (string) ( $atts['style'] ?? 'speaker-1' ) );
	}

	private static function message( string $text ): string {
		return '<p class="eventin-empty">' . esc_html( $text ) . '</p>';
	}

	private static function root( string $kind, string $classes, string $inner ): string {
		return '<div class="' . esc_attr( trim( "eventin-widget eventin-{$kind} {$classes}" ) ) . '">' . $inner . '</div>';
	}
}
