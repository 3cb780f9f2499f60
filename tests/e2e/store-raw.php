<?php
/**
 * Stored XSS spec: puts raw payloads in the database where the spec left markers, past every
 * sanitizer of the REST routes, as an administrator with `unfiltered_html`, an import or another
 * plugin could store them. Each marker (a key of the JSON map on stdin) is replaced by its value
 * in every text column of WordPress's content tables and of the plugin's own tables; serialized
 * and JSON values are decoded, replaced inside and encoded again. Post content (HTML by design) is
 * left alone. Prints `{ "table.column": rows changed, … }`.
 * Usage: echo '{"MARK1X":"<img …>"}' | php store-raw.php
 */
putenv( 'EVENTIN_SITE_DIR=' . getenv( 'EVENTIN_TEST_SITE_DIR' ) );
putenv( 'EVENTIN_SITE_URL=' . getenv( 'EVENTIN_TEST_URL' ) );
require dirname( __DIR__, 2 ) . '/bin/php/load-wordpress.php';

global $wpdb;
$map = json_decode( (string) stream_get_contents( STDIN ), true );
if ( ! is_array( $map ) || ! $map ) {
	fwrite( STDERR, "Give the markers and their payloads as a JSON object on stdin.\n" );
	exit( 1 );
}

$replace = static function ( $value ) use ( &$replace, $map ) {
	if ( is_array( $value ) ) {
		$out = array();
		foreach ( $value as $key => $item ) {
			$out[ $key ] = $replace( $item );
		}
		return $out;
	}
	if ( is_string( $value ) && is_serialized( $value ) ) {
		// A serialized value inside another (the events index keeps stored meta in its cards).
		return serialize( $replace( unserialize( $value ) ) );
	}
	return is_string( $value ) ? strtr( $value, $map ) : $value;
};

$tables = array(
	$wpdb->posts    => array( 'post_title', 'post_excerpt' ),
	$wpdb->postmeta => null,
	$wpdb->users    => null,
	$wpdb->usermeta => null,
	$wpdb->terms    => null,
	$wpdb->term_taxonomy => null,
	$wpdb->termmeta => null,
	$wpdb->options  => array( 'option_value' ),
);
foreach ( (array) $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'etn_' ) . '%' ) ) as $table ) {
	$tables[ $table ] = null;
}

$changed = array();
foreach ( $tables as $table => $columns ) {
	$first = $wpdb->get_row( "SELECT * FROM {$table} LIMIT 1", ARRAY_A );
	if ( ! $first ) {
		continue;
	}
	$key     = array_key_first( $first );
	$columns = $columns ?? array_keys( $first );
	foreach ( $columns as $column ) {
		$like = array();
		foreach ( array_keys( $map ) as $marker ) {
			$like[] = $wpdb->prepare( "{$column} LIKE %s", '%' . $wpdb->esc_like( $marker ) . '%' );
		}
		$rows = $wpdb->get_results( "SELECT {$key}, {$column} FROM {$table} WHERE " . implode( ' OR ', $like ), ARRAY_A );
		foreach ( $rows as $row ) {
			$value = (string) $row[ $column ];
			if ( is_serialized( $value ) ) {
				$new = serialize( $replace( unserialize( $value ) ) );
			} elseif ( in_array( substr( ltrim( $value ), 0, 1 ), array( '{', '[' ), true ) && is_array( json_decode( $value, true ) ) ) {
				$new = wp_json_encode( $replace( json_decode( $value, true ) ) );
			} else {
				$new = strtr( $value, $map );
			}
			if ( $new !== $value ) {
				$wpdb->update( $table, array( $column => $new ), array( $key => $row[ $key ] ) );
				$changed[ "{$table}.{$column}" ] = ( $changed[ "{$table}.{$column}" ] ?? 0 ) + 1;
			}
		}
	}
}
wp_cache_flush();
echo wp_json_encode( $changed );
