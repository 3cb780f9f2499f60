<?php
namespace Eventin\Http;

use WP_HTTP_Response;
use WP_REST_Request;
use WP_REST_Server;

/**
 * Our REST answers of MIN_BYTES or more go out gzip-compressed to clients that accept it: the
 * scanner's download of every ticket of an event shrinks about tenfold. Left alone when PHP or
 * another filter already serves or compresses the answer, and for `_envelope`, `_jsonp` and
 * `_pretty`, which WordPress shapes itself.
 */
final class Compression {
	private const MIN_BYTES = 8192;

	/**
	 * @param bool             $served  Whether another filter served it.
	 * @param WP_HTTP_Response $result
	 * @param WP_REST_Request  $request
	 * @param WP_REST_Server   $server
	 */
	public static function serve( $served, $result, $request, $server ) {
		if ( $served || ! $result instanceof WP_HTTP_Response || ! self::applies( $request ) ) {
			return $served;
		}
		// As WP_REST_Server::serve_request() goes on without this filter.
		$embed = isset( $_GET['_embed'] ) ? rest_parse_embed_param( wp_unslash( $_GET['_embed'] ) ) : false;
		$data  = apply_filters( 'rest_pre_echo_response', $server->response_to_data( $result, $embed ), $server, $request );
		if ( 204 === $result->get_status() || null === $data ) {
			return $served;
		}
		$json = wp_json_encode( $data );
		if ( false === $json || strlen( $json ) < self::MIN_BYTES ) {
			return $served;
		}
		$body = gzencode( $json, 6 );
		if ( false === $body ) {
			return $served;
		}
		header( 'Content-Encoding: gzip' );
		header( 'Vary: Accept-Encoding', false );
		header( 'Content-Length: ' . strlen( $body ) );
		echo $body; // phpcs:ignore Eventin.Security.EscapedOutput -- the REST answer's JSON, gzip-compressed, under the Content-Type the REST server sent.
		return true;
	}

	private static function applies( WP_REST_Request $request ): bool {
		return str_starts_with( $request->get_route(), '/eventin/v2/' )
			&& 'HEAD' !== $request->get_method()
			&& ! isset( $_GET['_envelope'] ) && ! isset( $_GET['_jsonp'] ) && ! isset( $_GET['_pretty'] )
			&& function_exists( 'gzencode' )
			&& ! ini_get( 'zlib.output_compression' )
			&& ! headers_sent()
			&& preg_match( '/(^|,)\s*gzip\s*(;\s*q=(?!0(\.0*)?\s*(,|$))[0-9.]+)?\s*(,|$)/i', (string) $request->get_header( 'accept_encoding' ) );
	}
}
