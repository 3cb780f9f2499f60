<?php
namespace Eventin\Install;

use Eventin\Database\Sql;
use Eventin\Modules\Modules;
use Eventin\Settings\Settings;

/**
 * Uninstall: each module's own leaving (Module::uninstall()) always; with the data, what the
 * modules name in Module::data() goes too.
 */
final class Uninstall {
	public static function wants_data_removed(): bool {
		return ( defined( 'EVENTIN_REMOVE_ALL_DATA' ) && EVENTIN_REMOVE_ALL_DATA )
			|| 'on' === Settings::get()['delete_data_on_uninstall'];
	}

	public static function run(): void {
		foreach ( Modules::all() as $module ) {
			$module->uninstall();
		}
		if ( ! self::wants_data_removed() ) {
			return;
		}
		Modules::register_content();
		$data = Modules::data();
		foreach ( $data['post_types'] ?? array() as $post_type ) {
			$ids = get_posts(
				array(
					'post_type'   => $post_type,
					'post_status' => 'any',
					'numberposts' => -1,
					'fields'      => 'ids',
				)
			);
			foreach ( $ids as $id ) {
				wp_delete_post( $id, true );
			}
		}
		foreach ( $data['taxonomies'] ?? array() as $taxonomy ) {
			$terms = get_terms(
				array(
					'taxonomy'   => $taxonomy,
					'hide_empty' => false,
					'fields'     => 'ids',
				)
			);
			foreach ( is_array( $terms ) ? $terms : array() as $term_id ) {
				wp_delete_term( $term_id, $taxonomy );
			}
		}
		global $wpdb;
		foreach ( $data['tables'] ?? array() as $table ) {
			$wpdb->query( 'DROP TABLE IF EXISTS ' . Sql::name( $table ) );
		}
		foreach ( $data['roles'] ?? array() as $role ) {
			remove_role( $role );
		}
		foreach ( $data['options'] ?? array() as $option ) {
			delete_option( $option );
		}
		foreach ( $data['transients'] ?? array() as $transient ) {
			delete_transient( $transient );
		}
	}
}
