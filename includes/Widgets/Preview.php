<?php
namespace Eventin\Widgets;

/**
 * The live preview of the shortcode generator screens: a front-end page
 * (`/?eventin-widget-preview={kind}&{attribute}={value}…`) holding one widget as its shortcode
 * renders it, inside the theme's head and footer (its styles, the widget's scripts) and at the
 * theme's content width. The admin screen shows it in an iframe.
 *
 * Only for users who may manage events (others get a 403 and no data); never indexed, never
 * cached, framed only by pages of this site.
 */
final class Preview {
	/** The query argument naming the kind. */
	public const ARG = 'eventin-widget-preview';

	public static function serve(): void {
		if ( ! isset( $_GET[ self::ARG ] ) ) {
			return;
		}
		$answer = self::answer( wp_unslash( $_GET ) );
		status_header( $answer['status'] );
		nocache_headers();
		foreach ( $answer['headers'] as $name => $value ) {
			header( $name . ': ' . $value );
		}
		echo $answer['body']; // phpcs:ignore Eventin.Security.EscapedOutput -- text/plain, or the page document() built around Widgets::render()'s escaped markup.
		exit;
	}

	/**
	 * The answer to a preview request, for the current user.
	 *
	 * @param array $query The query arguments: the kind under ARG, the rest attributes.
	 * @return array{status: int, headers: array<string, string>, body: string}
	 */
	public static function answer( array $query ): array {
		$headers = array(
			'X-Frame-Options' => 'SAMEORIGIN',
			'X-Robots-Tag'    => 'noindex, nofollow',
			'Content-Type'    => 'text/plain; charset=utf-8',
		);
		if ( ! current_user_can( 'etn_manage_event' ) ) {
			return array(
				'status'  => 403, // phpcs:ignore Eventin.Errors.HttpStatus -- the preview page's own HTTP answer, not a REST error.
				'headers' => $headers,
				'body'    => __( 'Sorry, you are not allowed to preview widgets.', 'eventin' ),
			);
		}
		$kind = is_string( $query[ self::ARG ] ?? null ) ? $query[ self::ARG ] : '';
		if ( ! Catalogue::kind( $kind ) ) {
			return array(
				'status'  => 404, // phpcs:ignore Eventin.Errors.HttpStatus -- the preview page's own HTTP answer, not a REST error.
				'headers' => $headers,
				'body'    => __( 'This widget does not exist.', 'eventin' ),
			);
		}
		unset( $query[ self::ARG ] );
		$headers['Content-Type'] = 'text/html; charset=utf-8';
		return array(
			'status'  => 200,
			'headers' => $headers,
			'body'    => self::document( $kind, array_filter( $query, 'is_scalar' ) ),
		);
	}

	/**
	 * The preview page: the widget rendered first (so the styles and scripts it enqueues print in
	 * the head and footer), then the page around it.
	 */
	private static function document( string $kind, array $atts ): string {
		$html = Widgets::render( $kind, $atts );
		if ( '' === trim( $html ) ) {
			$html = '<p class="eventin-preview-empty">' . esc_html__( 'This widget has nothing to show yet.', 'eventin' ) . '</p>';
		}
		add_filter( 'show_admin_bar', '__return_false' );
		add_filter( 'wp_robots', 'wp_robots_no_robots' );
		ob_start();
		?>
<!DOCTYPE html>
<html <?php language_attributes(); ?>>
<head>
<meta charset="<?php bloginfo( 'charset' ); ?>">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title><?php echo esc_html__( 'Widget preview', 'eventin' ); ?></title>
		<?php wp_head(); ?>
<style>
html, body { height: auto; min-height: 0; }
body.eventin-widget-preview-page { margin: 0; }
.eventin-preview-root { padding: 24px var(--wp--style--root--padding-right, 16px) 24px var(--wp--style--root--padding-left, 16px); }
.eventin-preview-content { max-width: var(--wp--style--global--content-size, 720px); margin: 0 auto; }
.eventin-preview-empty { margin: 0; }
</style>
</head>
<body <?php body_class( 'eventin-widget-preview-page' ); ?>>
<main class="eventin-preview-root">
<div class="eventin-preview-content">
		<?php
		$before = (string) ob_get_clean();
		ob_start();
		?>
</div>
</main>
		<?php wp_footer(); ?>
</body>
</html>
		<?php
		// The widget between the two halves of the page, as Widgets::render() escaped it.
		return $before . $html . (string) ob_get_clean();
	}
}
