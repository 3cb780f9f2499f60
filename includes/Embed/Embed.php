<?php
namespace Eventin\Embed;

use Eventin\Problem;
use Eventin\Rest\Controller;
use Eventin\Widgets\Catalogue;
use Eventin\Widgets\Widgets;
use WP_Dependencies;
use WP_Error;

/**
 * Embeddable widgets: a widget shortcode stored once (PostType) gets an id, a script tag for other
 * sites (`<script src="{home}/eventin-external-script?id={id}">`, the form Eventin's embeds use)
 * and the data that script reads: the widget's HTML with the stylesheets and scripts it needs.
 */
final class Embed {
	/** The path of the script, under the home URL. */
	public const SCRIPT_PATH = 'eventin-external-script';

	/** Longest shortcode stored. */
	public const MAX_LENGTH = 2000;

	/**
	 * The attributes of one shortcode of a kind, or a 400 naming the field at fault. The text must
	 * be exactly one shortcode of the kind's tag or an alias: nothing before or after it, no
	 * content, no other shortcode inside.
	 *
	 * @return array|string|WP_Error Attributes as shortcode_parse_atts() gives them.
	 */
	public static function parse( string $kind, string $shortcode ) {
		$entry = Catalogue::kind( $kind );
		if ( ! $entry ) {
			/* translators: %s: what was sent */
			return Problem::invalid( 'post_name', sprintf( __( 'There is no widget kind “%s”.', 'eventin' ), sanitize_text_field( $kind ) ) );
		}
		$example   = '[' . $entry['tag'] . ']';
		$shortcode = trim( $shortcode );
		if ( substr_count( $shortcode, '[' ) > 1 || substr_count( $shortcode, ']' ) > 1 ) {
			/* translators: %s: a shortcode, e.g. [events] */
			return Problem::invalid( 'shortcode', sprintf( __( 'Give one shortcode only, like %s, with no other shortcode in or after it.', 'eventin' ), $example ) );
		}
		if ( ! preg_match( '#^\[([A-Za-z0-9_-]+)((?:\s[^\[\]]*?)?)\s*/?\]$#s', $shortcode, $match ) ) {
			/* translators: %s: a shortcode, e.g. [events] */
			return Problem::invalid( 'shortcode', sprintf( __( 'This is not a shortcode like %s, alone with nothing before or after it.', 'eventin' ), $example ) );
		}
		if ( Widgets::kind_of_tag( $match[1] ) !== $kind ) {
			return Problem::invalid(
				'shortcode',
				/* translators: 1: the tag sent, 2: the widget kind, 3: a shortcode of that kind, e.g. [events] */
				sprintf( __( '[%1$s] is not a shortcode of the “%2$s” widget; it starts with %3$s.', 'eventin' ), $match[1], $kind, substr( $example, 0, -1 ) )
			);
		}
		if ( preg_match( '/[<>&]/', $match[2] ) ) {
			return Problem::invalid( 'shortcode', __( 'Shortcode attributes cannot hold <, > or &.', 'eventin' ) );
		}
		return shortcode_parse_atts( trim( $match[2] ) );
	}

	/**
	 * Stores a shortcode (checked by parse()) unless it is stored already.
	 *
	 * @return array{id: int, created: bool}|WP_Error
	 */
	public static function save( string $kind, string $shortcode ) {
		$shortcode = trim( $shortcode );
		$id        = PostType::find( $kind, $shortcode );
		if ( $id ) {
			return array(
				'id'      => $id,
				'created' => false,
			);
		}
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_type'    => PostType::NAME,
					'post_status'  => 'publish',
					'post_name'    => $kind,
					'post_title'   => $kind,
					'post_content' => $shortcode,
				)
			),
			true
		);
		if ( is_wp_error( $id ) ) {
			return Problem::failed( 'eventin_embed_not_saved', __( 'The script could not be saved.', 'eventin' ) );
		}
		return array(
			'id'      => (int) $id,
			'created' => true,
		);
	}

	/**
	 * A stored embed whose kind still exists, or null.
	 *
	 * @return array{id: int, post_name: string, shortcode: string}|null
	 */
	public static function get( int $id ): ?array {
		$post = $id > 0 ? get_post( $id ) : null;
		if ( ! $post || PostType::NAME !== $post->post_type || 'publish' !== $post->post_status || ! Catalogue::kind( $post->post_name ) ) {
			return null;
		}
		return array(
			'id'        => (int) $post->ID,
			'post_name' => $post->post_name,
			'shortcode' => $post->post_content,
		);
	}

	public static function delete( int $id ): bool {
		return null !== self::get( $id ) && (bool) wp_delete_post( $id, true );
	}

	/** The script's address: the path Eventin's embeds use, or a query string on plain permalinks. */
	public static function script_url( int $id ): string {
		return get_option( 'permalink_structure' )
			? add_query_arg( 'id', $id, home_url( '/' . self::SCRIPT_PATH ) )
			: add_query_arg(
				array(
					self::SCRIPT_PATH => 1,
					'id'              => $id,
				),
				home_url( '/' )
			);
	}

	public static function script_tag( int $id ): string {
		return '<script src="' . esc_url( self::script_url( $id ) ) . '"></script>';
	}

	/** Where the script reads the widget (ShortcodesController, CORS for registered domains only). */
	public static function data_url( int $id ): string {
		return rest_url( Controller::NAMESPACE . '/shortcodes/' . $id . '/embed' );
	}

	/**
	 * What the script shows: the widget's HTML, and the absolute URLs of the stylesheets and scripts
	 * its render enqueued (with what they depend on, dependencies first). Null for an unknown id.
	 *
	 * @return array{html: string, styles: string[], scripts: string[]}|null
	 */
	public static function render( int $id ): ?array {
		$embed = self::get( $id );
		$atts  = $embed ? self::parse( $embed['post_name'], $embed['shortcode'] ) : null;
		if ( ! $embed || is_wp_error( $atts ) ) {
			return null;
		}
		$styles  = wp_styles();
		$scripts = wp_scripts();
		$before  = array( $styles->queue, $scripts->queue );
		$html    = Widgets::render( $embed['post_name'], $atts );
		return array(
			'html'    => $html,
			'styles'  => self::urls( $styles, array_diff( $styles->queue, $before[0] ) ),
			'scripts' => self::urls( $scripts, array_diff( $scripts->queue, $before[1] ) ),
		);
	}

	/**
	 * The URLs of handles and their dependencies, each once, dependencies first.
	 *
	 * @param string[] $handles
	 * @return string[]
	 */
	private static function urls( WP_Dependencies $deps, array $handles ): array {
		$urls  = array();
		$seen  = array();
		$visit = static function ( string $handle ) use ( &$visit, &$urls, &$seen, $deps ) {
			$item = $deps->registered[ $handle ] ?? null;
			if ( isset( $seen[ $handle ] ) || ! $item ) {
				return;
			}
			$seen[ $handle ] = true;
			foreach ( (array) $item->deps as $dep ) {
				$visit( (string) $dep );
			}
			if ( $item->src ) {
				$urls[] = self::src( $deps, $handle, (string) $item->src, $item->ver );
			}
		};
		foreach ( $handles as $handle ) {
			$visit( (string) $handle );
		}
		return $urls;
	}

	/** A registered file's absolute URL with its version, as WordPress would print it. */
	private static function src( WP_Dependencies $deps, string $handle, string $src, $ver ): string {
		if ( ! preg_match( '#^(https?:)?//#', $src ) ) {
			$src = $deps->base_url . $src;
		}
		$ver = null === $ver ? '' : ( $ver ? $ver : $deps->default_version );
		if ( $ver ) {
			$src = add_query_arg( 'ver', $ver, $src );
		}
		$filter = $deps instanceof \WP_Scripts ? 'script_loader_src' : 'style_loader_src';
		return (string) apply_filters( $filter, $src, $handle );
	}
}
