<?php
namespace Eventin\Front;

/**
 * Our own public pages in the site's theme (the booking and ticket pages, the RSVP pages, the
 * certificate lookup's answers): the theme's header and footer around a title and a body, never
 * cached or indexed.
 */
final class ThemePage {
	/** Where the page's own content goes in the theme's frame, until it is put there. */
	private const SLOT = '<!-- eventin-page-content -->';

	/**
	 * Sends a page in the site's theme; it is personal, so never cached, indexed or told to
	 * another site. The page stops the request here.
	 */
	public static function send( string $title, string $body, int $status = 200, int $refresh = 0 ): void {
		status_header( $status );
		nocache_headers();
		header( 'X-Robots-Tag: noindex' );
		header( 'Referrer-Policy: no-referrer' );
		echo self::document( $title, $body, $refresh ); // Built escaped.
		exit;
	}

	/**
	 * The whole page: the theme's header and footer (template parts in a block theme, as the
	 * event's own template has them; get_header()/get_footer() in a classic one) around the title
	 * and body, with the theme's styles and ours (build/widgets-style-page.css).
	 *
	 * @param string $body    Escaped HTML.
	 * @param int    $refresh Seconds before the browser loads the page again; 0 for never.
	 */
	public static function document( string $title, string $body, int $refresh = 0 ): string {
		self::$head = array(
			'title'   => $title,
			'refresh' => $refresh,
		);
		add_filter( 'wp_robots', 'wp_robots_no_robots' );
		add_filter( 'document_title_parts', array( self::class, 'title_parts' ) );
		add_filter( 'body_class', array( self::class, 'body_class' ) );
		add_action( 'wp_head', array( self::class, 'head' ), 1 );
		Assets::enqueue_style( array( 'page' ) );
		$main = '<div class="eventin-page__main"><h1>' . esc_html( $title ) . '</h1>' . $body . '</div>';
		ob_start();
		if ( wp_is_block_theme() ) {
			// Core's canvas, as for any block template; its blocks render before wp_head().
			global $_wp_current_template_id, $_wp_current_template_content;
			$_wp_current_template_id      = 'eventin//eventin-page';
			$_wp_current_template_content = self::template_content();
			require ABSPATH . WPINC . '/template-canvas.php';
		} else {
			get_header();
			echo '<main class="eventin-page__classic">' . self::SLOT . '</main>';
			get_footer();
		}
		$html = (string) ob_get_clean();
		// Put in after the template's filters ran (shortcodes, texturize), so a name is only text.
		$at = strpos( $html, self::SLOT );
		return false === $at ? $html : substr_replace( $html, $main, $at, strlen( self::SLOT ) );
	}

	/** The block template of these pages: the theme's header, the page's content, its footer. */
	public static function template_content(): string {
		return '<!-- wp:template-part {"slug":"header","tagName":"header","className":"eventin-page__header"} /-->
<!-- wp:group {"tagName":"main","style":{"spacing":{"padding":{"top":"var:preset|spacing|60","bottom":"var:preset|spacing|60"}}},"layout":{"type":"constrained"}} -->
<main class="wp-block-group" style="padding-top:var(--wp--preset--spacing--60);padding-bottom:var(--wp--preset--spacing--60)">' . self::SLOT . '</main>
<!-- /wp:group -->
<!-- wp:template-part {"slug":"footer","tagName":"footer","className":"eventin-page__footer"} /-->';
	}

	/** @var array{title: string, refresh: int} What the page being made puts in its head. */
	private static array $head = array(
		'title'   => '',
		'refresh' => 0,
	);

	/** The document title: the page's, then the site's. */
	public static function title_parts(): array {
		return array(
			'title' => self::$head['title'],
			'site'  => get_bloginfo( 'name', 'display' ),
		);
	}

	public static function body_class( array $classes ): array {
		return array_merge( $classes, array( 'eventin-page' ) );
	}

	/**
	 * The refresh while a payment is confirmed; for block themes also what their template loader
	 * prints (these pages do not go through it): the viewport and the title.
	 */
	public static function head(): void {
		if ( self::$head['refresh'] ) {
			echo '<meta http-equiv="refresh" content="' . (int) self::$head['refresh'] . '">' . "\n";
		}
		if ( wp_is_block_theme() ) {
			echo '<meta name="viewport" content="width=device-width, initial-scale=1">' . "\n";
			if ( ! current_theme_supports( 'title-tag' ) ) {
				echo '<title>' . wp_get_document_title() . '</title>' . "\n"; // wp_get_document_title() escapes it.
			}
		}
	}
}
