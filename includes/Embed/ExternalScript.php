<?php
namespace Eventin\Embed;

use WP;
use WP_REST_Request;

/**
 * The embed script of a stored shortcode: `{home}/eventin-external-script?id={id}` (on plain
 * permalinks `{home}/?eventin-external-script=1&id={id}`) answers build/widgets-embed.js (from
 * src/widgets/front/embed.ts) with its configuration before it: the id, where to read the widget,
 * and the warning to write where it may not show. Unknown or deleted ids answer 404.
 *
 * The widget itself comes from eventin/v2/shortcodes/{id}/embed, which answers CORS to registered
 * domains only: WordPress would echo any Origin (rest_send_cors_headers), so that route's CORS
 * headers are replaced here.
 */
final class ExternalScript {
	/** The embed data route, as WP_REST_Request::get_route() gives it. */
	private const DATA_ROUTE = '#^/eventin/v2/shortcodes/\d+/embed/?$#';

	/** Serves the script when the request is for it, whatever the permalinks. */
	public static function maybe_serve( WP $wp ): void {
		$id = self::requested_id( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), $_GET );
		if ( null === $id ) {
			return;
		}
		list( $status, $body ) = self::answer( $id );
		status_header( $status );
		header( 'Content-Type: application/javascript; charset=utf-8' );
		header( 'X-Content-Type-Options: nosniff' );
		// Pages of other sites load it with a plain <script> tag, which needs no CORS.
		header( 'Cross-Origin-Resource-Policy: cross-origin' );
		header( 'Cache-Control: ' . ( 200 === $status ? 'public, max-age=300' : 'no-store' ) );
		echo $body; // phpcs:ignore Eventin.Security.EscapedOutput -- JavaScript, sent as application/javascript with nosniff.
		exit;
	}

	/**
	 * The id the request asks the script of (0 when it gives none), or null when the request is not
	 * for the script.
	 *
	 * @param string $uri   The request URI.
	 * @param array  $query The query arguments.
	 */
	public static function requested_id( string $uri, array $query ): ?int {
		$path = untrailingslashit( (string) wp_parse_url( $uri, PHP_URL_PATH ) );
		$home = untrailingslashit( (string) wp_parse_url( home_url( '/' ), PHP_URL_PATH ) );
		if ( $path !== $home . '/' . Embed::SCRIPT_PATH && ! ( isset( $query[ Embed::SCRIPT_PATH ] ) && $path === $home ) ) {
			return null;
		}
		$id = $query['id'] ?? '';
		return is_string( $id ) && ctype_digit( $id ) ? (int) $id : 0;
	}

	/**
	 * The status and body of the script of an id.
	 *
	 * @return array{0: int, 1: string}
	 */
	public static function answer( int $id ): array {
		if ( ! Embed::get( $id ) ) {
			return array( 404, '/* ' . __( 'Eventin: this widget script does not exist (any more).', 'eventin' ) . ' */' . "\n" );
		}
		$file = dirname( EVENTIN_FILE ) . '/build/widgets-embed.js';
		$code = is_readable( $file ) ? (string) file_get_contents( $file ) : '';
		if ( '' === $code ) {
			return array( 503, '/* ' . __( 'Eventin: the widget script is not built.', 'eventin' ) . ' */' . "\n" );
		}
		// Source maps would be looked for beside this URL, where there are none.
		$code   = preg_replace( '~^//# sourceMappingURL=.*$~m', '', $code );
		$config = array(
			'id'      => $id,
			'dataUrl' => Embed::data_url( $id ),
			/* translators: %s: the host name of the page, e.g. example.com */
			'warning' => __( 'Eventin: this widget is not shown because %s is not a registered domain of the site it comes from (Settings → Registered domains).', 'eventin' ),
		);
		$json   = wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_HEX_APOS | JSON_HEX_QUOT | JSON_UNESCAPED_SLASHES );
		// The configuration is a variable of a function around the script, not a global.
		return array( 200, "(function () {\nvar eventinEmbedConfig = {$json};\n{$code}\n}());\n" );
	}

	/**
	 * The embed data route answers CORS to pages of registered domains only, without credentials;
	 * any other origin gets no Access-Control-Allow-Origin (and the route answered 403).
	 *
	 * @param bool            $served  Whether the request was served already.
	 * @param mixed           $result  The response.
	 * @param WP_REST_Request $request The request.
	 */
	public static function cors_headers( $served, $result, $request ) {
		if ( ! $request instanceof WP_REST_Request || ! preg_match( self::DATA_ROUTE, $request->get_route() ) || headers_sent() ) {
			return $served;
		}
		foreach ( array( 'Access-Control-Allow-Origin', 'Access-Control-Allow-Credentials', 'Access-Control-Allow-Methods' ) as $name ) {
			header_remove( $name );
		}
		$origin = self::allowed_origin( $request->get_header( 'origin' ) );
		if ( null !== $origin ) {
			header( 'Access-Control-Allow-Origin: ' . $origin );
			header( 'Access-Control-Allow-Methods: GET' );
		}
		$varies = preg_grep( '/^Vary:.*\bOrigin\b/i', headers_list() );
		if ( ! $varies ) {
			header( 'Vary: Origin', false );
		}
		return $served;
	}

	/**
	 * The origin to allow, serialized as browsers send it (`https://a.example.com:8443`), or null.
	 */
	public static function allowed_origin( ?string $origin ): ?string {
		if ( null === $origin || ! preg_match( '#^(https?)://([a-z0-9.-]+|\[[0-9a-f:.]+\])(:\d{1,5})?$#i', trim( $origin ), $parts ) ) {
			return null;
		}
		$origin = strtolower( $parts[1] . '://' . $parts[2] ) . ( $parts[3] ?? '' );
		return Origins::allows( $origin ) ? $origin : null;
	}
}
