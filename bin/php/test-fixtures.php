<?php
/**
 * Test users for the REST and end-to-end suites, written as JSON to the path given.
 * Every user's password is "password"; each also gets an application password for REST calls, and
 * the cookies of a signed-in session (`cookies`) for the browser.
 *
 *  admin            administrator (every permission)
 *  subscriber       no permission at all
 *  eventmanager     role event_manager, granted etn_manage_event
 *  schedulemanager  role schedule_manager, granted etn_manage_schedule
 *  organizermanager role organizer_manager, granted etn_manage_organizer
 *  settingsmanager  role settings_manager, granted etn_manage_event and etn_manage_setting
 *  frontdesk        role front_desk, granted etn_manage_event, etn_manage_qr_scan,
 *                   etn_manage_attendee and etn_manage_order
 *  speaker1         role etn-speaker, display name 'Sam Speaker' (a speaker events can list)
 *  organizer1       role etn-organizer, display name 'Olga Organizer' (an organizer events can list)
 *  accesstester     role access_tester ('Access Tester'), no permission until a test grants one
 *  ordermanager     role order_manager, granted etn_manage_order only
 *  attendeemanager  role attendee_manager, granted etn_manage_attendee only
 *  qrscanner        role qr_scanner, granted etn_manage_qr_scan only
 *  settingseditor   role settings_editor, granted etn_manage_setting only
 *  vendor1          role vendor, granted etn_manage_own_events only (an outside organizer: they
 *                   reach only the events they wrote)
 *  vendor2          role vendor_at_door, granted etn_manage_own_events and etn_manage_qr_scan
 *  vendorauthor     role vendor_author, granted etn_manage_own_events, with WordPress's author
 *                   rights on posts besides (what wp-admin's own screens let a vendor do)
 *
 * Every test books from 127.0.0.1, so the bookings-per-visitor limit is raised for the site; the
 * test of the limit lowers it for itself.
 *
 * Also one schedule (post type etn-schedule) titled 'Opening Day Program', written as
 * { schedule: { id, title } }.
 */
require __DIR__ . '/load-wordpress.php';

use Eventin\Permissions\Capabilities;
use Eventin\Schedules\PostType as Schedules;
use Eventin\Schedules\Schedule;

$roles = array(
	'event_manager'     => array( 'Event Manager', array( Capabilities::EVENT ) ),
	'schedule_manager'  => array( 'Schedule Manager', array( Capabilities::SCHEDULE ) ),
	'organizer_manager' => array( 'Organizer Manager', array( Capabilities::ORGANIZER ) ),
	'settings_manager'  => array( 'Settings Manager', array( Capabilities::EVENT, Capabilities::SETTING ) ),
	'front_desk'        => array( 'Front Desk', array( Capabilities::EVENT, Capabilities::QR_SCAN, Capabilities::ATTENDEE, Capabilities::ORDER ) ),
	'order_manager'     => array( 'Order Manager', array( Capabilities::ORDER ) ),
	'attendee_manager'  => array( 'Attendee Manager', array( Capabilities::ATTENDEE ) ),
	'qr_scanner'        => array( 'QR Scanner', array( Capabilities::QR_SCAN ) ),
	'settings_editor'   => array( 'Settings Editor', array( Capabilities::SETTING ) ),
	'vendor'            => array( 'Vendor', array( Capabilities::OWN_EVENTS ) ),
	'vendor_at_door'    => array( 'Vendor at the door', array( Capabilities::OWN_EVENTS, Capabilities::QR_SCAN ) ),
);
$permissions = Capabilities::role_permissions();
foreach ( $roles as $role => list( $label, $keys ) ) {
	add_role( $role, $label, array( 'read' => true ) );
	$permissions[ $role ] = $keys;
}
add_role( 'vendor_author', 'Vendor with post rights', get_role( 'author' )->capabilities );
$permissions['vendor_author'] = array( Capabilities::OWN_EVENTS );
update_option( Capabilities::OPTION, $permissions );
// A role with no permission, for the tests that grant and take away permissions.
add_role( 'access_tester', 'Access Tester', array( 'read' => true ) );

/**
 * The cookies wp-login.php would set for a user (a session of two days, on plain HTTP), as name,
 * value and path: the e2e suite's global setup stores them as each user's signed-in browser state
 * without a browser signing in.
 *
 * @return array<int, array{name: string, value: string, path: string}>
 */
function signed_in_cookies( int $user_id ): array {
	$expiration = time() + 2 * DAY_IN_SECONDS;
	$token      = WP_Session_Tokens::get_instance( $user_id )->create( $expiration );
	$auth       = wp_generate_auth_cookie( $user_id, $expiration, 'auth', $token );
	$logged_in  = wp_generate_auth_cookie( $user_id, $expiration, 'logged_in', $token );
	$cookies    = array(
		array( 'name' => AUTH_COOKIE, 'value' => $auth, 'path' => PLUGINS_COOKIE_PATH ),
		array( 'name' => AUTH_COOKIE, 'value' => $auth, 'path' => ADMIN_COOKIE_PATH ),
		array( 'name' => LOGGED_IN_COOKIE, 'value' => $logged_in, 'path' => COOKIEPATH ),
	);
	if ( COOKIEPATH !== SITECOOKIEPATH ) {
		$cookies[] = array( 'name' => LOGGED_IN_COOKIE, 'value' => $logged_in, 'path' => SITECOOKIEPATH );
	}
	return array_map( static fn( array $cookie ) => $cookie + array( 'expires' => $expiration ), $cookies );
}

$users = array(
	'admin'            => 'administrator',
	'subscriber'       => 'subscriber',
	'eventmanager'     => 'event_manager',
	'schedulemanager'  => 'schedule_manager',
	'organizermanager' => 'organizer_manager',
	'settingsmanager'  => 'settings_manager',
	'frontdesk'        => 'front_desk',
	'speaker1'         => 'etn-speaker',
	'organizer1'       => 'etn-organizer',
	'accesstester'     => 'access_tester',
	// Writes posts (so places widget blocks) without any Eventin permission.
	'editor1'          => 'editor',
	'ordermanager'     => 'order_manager',
	'attendeemanager'  => 'attendee_manager',
	'qrscanner'        => 'qr_scanner',
	'settingseditor'   => 'settings_editor',
	'vendor1'          => 'vendor',
	'vendor2'          => 'vendor_at_door',
	'vendorauthor'     => 'vendor_author',
);
\Eventin\Settings\Settings::update( array( 'checkout_rate_limit' => 10000 ) );
$display_names = array(
	'speaker1'   => 'Sam Speaker',
	'organizer1' => 'Olga Organizer',
	'vendor1'    => 'Vera Vendor',
	'vendor2'    => 'Walt Vendor',
	'vendorauthor' => 'Ada Author',
);
$out = array();
foreach ( $users as $login => $role ) {
	$user = get_user_by( 'login', $login );
	$id   = $user ? $user->ID : wp_insert_user(
		array(
			'user_login'   => $login,
			'user_pass'    => 'password',
			'user_email'   => $login . '@example.com',
			'role'         => $role,
			'display_name' => $display_names[ $login ] ?? $login,
		)
	);
	if ( is_wp_error( $id ) ) {
		fwrite( STDERR, $login . ': ' . $id->get_error_message() . "\n" );
		exit( 1 );
	}
	list( $app_password ) = WP_Application_Passwords::create_new_application_password( $id, array( 'name' => 'tests-' . microtime( true ) ) );
	$out[ $login ] = array(
		'id'          => $id,
		'login'       => $login,
		'password'    => 'password',
		'appPassword' => $app_password,
		'role'        => $role,
		'cookies'     => signed_in_cookies( $id ),
	);
}
$schedule_title = 'Opening Day Program';
$schedule_ids   = get_posts(
	array(
		'post_type'   => Schedules::NAME,
		'title'       => $schedule_title,
		'post_status' => 'any',
		'fields'      => 'ids',
		'numberposts' => 1,
	)
);
$schedule_id    = $schedule_ids ? (int) $schedule_ids[0] : Schedule::save(
	0,
	array(
		'program_title' => $schedule_title,
		'date'          => gmdate( 'Y' ) . '-06-01',
		'slots'         => array(),
	)
);
if ( is_wp_error( $schedule_id ) ) {
	fwrite( STDERR, 'schedule: ' . $schedule_id->get_error_message() . "\n" );
	exit( 1 );
}
file_put_contents(
	$argv[1],
	wp_json_encode(
		array(
			'users'    => $out,
			'schedule' => array(
				'id'    => $schedule_id,
				'title' => $schedule_title,
			),
		),
		JSON_PRETTY_PRINT
	)
);
