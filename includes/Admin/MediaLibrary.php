<?php
namespace Eventin\Admin;

/**
 * The media library (wp.media) on demand. The dashboard does not enqueue it: only the image fields
 * (event banner, speaker photo) use it, and it is about half a megabyte of scripts and styles.
 * When such a field shows, the app asks admin-ajax.php?action=eventin_media_library for what
 * wp_enqueue_media() would have printed on the dashboard: the styles and scripts the page does
 * not have yet (with their translations, settings and inline code, as WordPress prints them) and
 * the media templates; it adds them to the page in that order.
 */
final class MediaLibrary {
	public const ACTION = Module::MEDIA_ACTION;

	/**
	 * What the app needs to load the media library, for users who may upload files (null for the
	 * others: the media library does not answer them). Called while the dashboard page renders.
	 *
	 * @return array{url: string, scripts: string[], styles: string[]}|null
	 */
	public static function config(): ?array {
		if ( ! current_user_can( 'upload_files' ) ) {
			return null;
		}
		return array(
			'url'     => add_query_arg(
				array(
					'action'      => self::ACTION,
					'_ajax_nonce' => wp_create_nonce( self::ACTION ),
				),
				admin_url( 'admin-ajax.php' )
			),
			// The handles the dashboard page prints: the answer leaves them out.
			'scripts' => self::page_handles( wp_scripts() ),
			'styles'  => self::page_handles( wp_styles() ),
		);
	}

	/**
	 * The handles a page has printed or will print: those done and the queue with its dependencies.
	 *
	 * @param \WP_Dependencies $dependencies wp_scripts() or wp_styles().
	 * @return string[]
	 */
	public static function page_handles( \WP_Dependencies $dependencies ): array {
		// Resolve the queue on a copy: the page prints from the original.
		$copy        = clone $dependencies;
		$copy->to_do = array();
		$copy->all_deps( $copy->queue );
		return array_values( array_unique( array_merge( $dependencies->done, $copy->to_do ) ) );
	}

	/**
	 * admin-ajax: `{ success: true, data: { html } }`, the media library's styles, scripts and
	 * templates the page lacks, as WordPress prints them. `scripts` and `styles` (comma-separated
	 * handles) name what the page already has.
	 */
	public static function respond(): void {
		check_ajax_referer( self::ACTION );
		if ( ! current_user_can( 'upload_files' ) ) {
			wp_send_json_error(
				array( 'message' => __( 'Sorry, you are not allowed to upload files.', 'eventin' ) ),
				403
			);
		}
		$scripts = wp_scripts();
		$styles  = wp_styles();
		$scripts->done = self::handles( $_GET['scripts'] ?? '' );
		$styles->done  = self::handles( $_GET['styles'] ?? '' );
		$queued_scripts = $scripts->queue;
		$queued_styles  = $styles->queue;
		wp_enqueue_media();
		// What wp_enqueue_media() (and whatever hooks into it) queued, not what else the request had.
		$media_scripts = array_diff( $scripts->queue, $queued_scripts );
		$media_styles  = array_diff( $styles->queue, $queued_styles );
		foreach ( array( 'media-editor', 'media-audiovideo', 'mce-view', 'image-edit' ) as $handle ) {
			if ( in_array( $handle, $scripts->queue, true ) ) {
				$media_scripts[] = $handle;
			}
		}
		foreach ( array( 'media-views', 'imgareaselect' ) as $handle ) {
			if ( in_array( $handle, $styles->queue, true ) ) {
				$media_styles[] = $handle;
			}
		}

		ob_start();
		$styles->do_items( array_values( array_unique( $media_styles ) ) );
		$scripts->do_items( array_values( array_unique( $media_scripts ) ) );
		wp_print_media_templates();
		$html = (string) ob_get_clean();

		wp_send_json_success( array( 'html' => $html ) );
	}

	/**
	 * Handles from a comma-separated list.
	 *
	 * @param mixed $value The request's value.
	 * @return string[]
	 */
	private static function handles( $value ): array {
		if ( ! is_string( $value ) ) {
			return array();
		}
		$handles = array();
		foreach ( explode( ',', wp_unslash( $value ) ) as $handle ) {
			$handle = trim( $handle );
			if ( '' !== $handle && preg_match( '/^[A-Za-z0-9_.\-]+$/', $handle ) ) {
				$handles[] = $handle;
			}
		}
		return $handles;
	}
}
