<?php
/**
 * Uninstall keeps every event, speaker and setting unless the site opted in to removing them
 * (the delete_data_on_uninstall setting, or the EVENTIN_REMOVE_ALL_DATA constant).
 *
 * @package Eventin
 */

defined( 'WP_UNINSTALL_PLUGIN' ) || exit;

require_once __DIR__ . '/eventin.php';

Eventin\Install\Uninstall::run();
