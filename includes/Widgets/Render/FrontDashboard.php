<?php
namespace Eventin\Widgets\Render;

use Eventin\Admin\Dashboard;
use Eventin\Permissions\Capabilities;
use Eventin\Widgets\Widgets;

/**
 * Kind 'frontend-dashboard' (`[etn_pro_dashboard]`): the admin app's events, bookings and
 * attendees on a public page, for vendors (their own events) and event managers. Each of its
 * parts is also a shortcode of its own, as Eventin Pro places them: the multivendor event form,
 * the multivendor attendee list and the front-end attendee list.
 *
 * PHP prints a container with the app's configuration and the route it opens on; the admin's
 * own bundle (build/admin.js, src/front-dashboard/mount-front-dashboard.ts) mounts into whichever
 * container the page holds. Visitors get a sign-in prompt and users without the permissions a
 * polite no, both without the bundle.
 */
final class FrontDashboard {
	/** part => [ container id, route it opens on ] (src/front-dashboard/containers.ts keeps the same). */
	public const PARTS = array(
		'dashboard'              => array( 'eventin-frontend-dashboard', '/events' ),
		'event-form'             => array( 'etn_multivendor_form', '/events/create' ),
		'attendee-list'          => array( 'etn_multivendor_attendee_list', '/attendees' ),
		'frontend-attendee-list' => array( 'etn_frontend_attendee_list', '/attendees' ),
	);

	/** The parts' own shortcodes: tag => part. */
	public const PART_TAGS = array(
		'etn_multivendor_form'          => 'event-form',
		'etn_multivendor_attendee_list' => 'attendee-list',
		'etn_frontend_attendee_list'    => 'frontend-attendee-list',
	);

	public static function register_shortcodes(): void {
		foreach ( self::PART_TAGS as $tag => $part ) {
			add_shortcode( $tag, static fn() => Widgets::render( 'frontend-dashboard', array( 'part' => $part ) ) );
		}
	}

	/** Whether a user may use the dashboard: a vendor or an event manager. */
	public static function may_use( int $user_id ): bool {
		return Capabilities::user_has( $user_id, Capabilities::OWN_EVENTS ) || Capabilities::user_has( $user_id, Capabilities::EVENT );
	}

	public static function render( array $atts ): string {
		list( $id, $route ) = self::PARTS[ $atts['part'] ?? '' ] ?? self::PARTS['dashboard'];
		if ( ! is_user_logged_in() ) {
			return self::sign_in_prompt();
		}
		if ( ! self::may_use( get_current_user_id() ) ) {
			return self::message(
				__( 'This dashboard is not for your account', 'eventin' ),
				__( 'Sorry, your account may not manage events here. If you organize events on this site, ask its administrator for access.', 'eventin' )
			);
		}
		if ( wp_script_is( Dashboard::HANDLE, 'enqueued' ) ) {
			// The app has a container on this page already, and one router.
			return '';
		}
		if ( ! Dashboard::enqueue_app() ) {
			return self::message( __( 'The dashboard is not available', 'eventin' ), __( 'The Eventin dashboard has not been built: run "npm run build" in the plugin folder.', 'eventin' ) );
		}
		return sprintf(
			'<div id="%1$s" class="eventin-front-dashboard alignwide" data-route="%2$s" data-config="%3$s"><p>%4$s</p></div>',
			esc_attr( $id ),
			esc_attr( $route ),
			esc_attr( (string) wp_json_encode( Dashboard::config() ) ),
			esc_html__( 'Loading your dashboard…', 'eventin' )
		);
	}

	/** The visitor's way in: WordPress's own sign-in, which comes back to this page. */
	private static function sign_in_prompt(): string {
		$here = is_singular() ? (string) get_permalink( get_queried_object_id() ) : '';
		$here = '' !== $here ? $here : home_url( '/' );
		return self::message(
			__( 'Sign in to your dashboard', 'eventin' ),
			__( 'Organizers sign in here to manage their events, bookings and attendees.', 'eventin' ),
			'<p><a class="eventin-front-dashboard__sign-in" href="' . esc_url( wp_login_url( $here ) ) . '">' . esc_html__( 'Sign in', 'eventin' ) . '</a></p>'
		);
	}

	/** A titled message box; `$more` is HTML already escaped. */
	private static function message( string $title, string $text, string $more = '' ): string {
		$id = 'eventin-front-dashboard-' . wp_unique_id();
		return '<section class="eventin-widget eventin-front-dashboard__message" aria-labelledby="' . esc_attr( $id ) . '">'
			. '<h2 id="' . esc_attr( $id ) . '">' . esc_html( $title ) . '</h2>'
			. '<p>' . esc_html( $text ) . '</p>' . $more . '</section>';
	}
}
