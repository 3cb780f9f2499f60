<?php
namespace Eventin\Tests\Widgets;

/**
 * Helpers of the people, schedule, location and add-to-calendar widget tests.
 */
trait WidgetTesting {
	/** Renders a shortcode, failing on any PHP notice, warning or deprecation it raises. */
	protected function shortcode( string $shortcode ): string {
		return $this->silently( static fn() => do_shortcode( $shortcode ), $shortcode );
	}

	/**
	 * Runs $run, failing on any PHP notice, warning or deprecation it raises; its result.
	 *
	 * @return mixed
	 */
	protected function silently( callable $run, string $what = '' ) {
		$raised = array();
		set_error_handler(
			static function ( int $errno, string $message, string $file, int $line ) use ( &$raised ): bool {
				$raised[] = "{$message} ({$file}:{$line})";
				return true;
			},
			E_ALL
		);
		try {
			$result = $run();
		} finally {
			restore_error_handler();
		}
		$this->assertSame( array(), $raised, $what );
		return $result;
	}

	/** An image attachment (no file on disk: its address is enough for the widgets). */
	protected function image( string $file ): int {
		$id = wp_insert_attachment(
			array(
				'post_title'     => $file,
				'post_mime_type' => 'image/png',
				'post_status'    => 'inherit',
			),
			$file
		);
		$this->assertIsInt( $id );
		$this->assertGreaterThan( 0, $id );
		return $id;
	}

	/** How many SQL queries $run makes, with cold caches. */
	protected function queries( callable $run ): int {
		global $wpdb;
		wp_cache_flush();
		$before = $wpdb->num_queries;
		$run();
		return $wpdb->num_queries - $before;
	}
}
