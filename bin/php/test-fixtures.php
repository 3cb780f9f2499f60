<?php
/**
 * Test users for the REST and end-to-end suites, written as JSON to the path given.
 * Every user's password is "password"; each also gets an application password for REST calls.
 *
 *  admin            administrator (every permission)
 *  subscriber       no permission at all
 *  eventmanager     role event_manager, granted etn_manage_event
 *  schedulemanager  role schedule_manager, granted etn_manage_schedule
 *  organizermanager role organizer_manager, granted etn_manage_organizer
 *  settingsmanager  role settings_manager, granted etn_manage_event and etn_manage_setting
 */
require __DIR__ . '/load-wordpress.php';

use Eventin\Permissions\Capabilities;

$roles = array(
	'event_manager'     => array( 'Event Manager', array( Capabilities::EVENT ) ),
	'schedule_manager'  => array( 'Schedule Manager', array( Capabilities::SCHEDULE ) ),
	'organizer_manager' => array( 'Organizer Manager', array( Capabilities::ORGANIZER ) ),
	'settings_manager'  => array( 'Settings Manager', array( Capabilities::EVENT, Capabilities::SETTING ) ),
);
$permissions = Capabilities::role_permissions();
foreach ( $roles as $role => list( $label, $keys ) ) {
	add_role( $role, $label, array( 'read' => true ) );
	$permissions[ $role ] = $keys;
}
update_option( Capabilities::OPTION, $permissions );

$users = array(
	'admin'            => 'administrator',
	'subscriber'       => 'subscriber',
	'eventmanager'     => 'event_manager',
	'schedulemanager'  => 'schedule_manager',
	'organizermanager' => 'organizer_manager',
	'settingsmanager'  => 'settings_manager',
);
$out = array();
foreach ( $users as $login => $role ) {
	$user = get_user_by( 'login', $login );
	$id   = $user ? $user->ID : wp_insert_user(
		array(
			'user_login' => $login,
			'user_pass'  => 'password',
			'user_email' => $login . '@example.com',
			'role'       => $role,
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
	);
}
file_put_contents( $argv[1], wp_json_encode( array( 'users' => $out ), JSON_PRETTY_PRINT ) );
