<?php
namespace Eventin\Modules;

use Eventin\Database\Projection;

/**
 * A feature folder as WordPress meets it, declared as data: Plugin lists the modules and
 * Modules registers what they declare. Callbacks name their class as a string
 * (`array( Foo::class, 'bar' )`), so PHP's autoloader loads a class only when its hook fires;
 * a module's own file holds no more than these lists.
 */
abstract class Module {
	/** How the query arguments of our own pages (`/?eventin-booking=…`) and our own paths begin. */
	public const REQUEST_PREFIX = 'eventin-';

	/**
	 * Its hooks, each `array( hook, callback, priority = 10, accepted args = 1 )`.
	 *
	 * @return array<int, array{0: string, 1: callable, 2?: int, 3?: int}>
	 */
	public function hooks(): array {
		return array();
	}

	/**
	 * Its REST controllers, made and registered on `rest_api_init` only.
	 *
	 * @return array<int, class-string>
	 */
	public function controllers(): array {
		return array();
	}

	/**
	 * What registers its post types and taxonomies, run on `init`.
	 *
	 * @return array<int, callable>
	 */
	public function content(): array {
		return array();
	}

	/**
	 * Its migrations by the plugin's global version (`eventin_db_version`): every module's step
	 * of a version runs in the order of Plugin's list, versions in their order.
	 *
	 * @return array<int, callable> version => step
	 */
	public function migrations(): array {
		return array();
	}

	/**
	 * The tables it keeps from others (`npm run reindex`, `npm run verify`).
	 *
	 * @return array<string, Projection> name => projection
	 */
	public function projections(): array {
		return array();
	}

	/**
	 * Its settings' defaults in the `etn_event_options` option.
	 *
	 * @return array<string, mixed>
	 */
	public function settings(): array {
		return array();
	}

	/**
	 * What uninstall removes when the site asked for its data to go (tables are dropped, posts of
	 * its post types and terms of its taxonomies deleted, options and transients deleted, roles
	 * removed).
	 *
	 * @return array{tables?: string[], post_types?: string[], taxonomies?: string[], options?: string[], transients?: string[], roles?: string[]}
	 */
	public function data(): array {
		return array();
	}

	/** What uninstall does whatever the setting: wp-cron events cleared, temporary files removed. */
	public function uninstall(): void {
	}

	/**
	 * A callback for a hook that serves one of our own pages, called only for our requests
	 * (OurRequest).
	 *
	 * @param array{0: class-string, 1: string} $callback
	 */
	protected static function on_our_requests( array $callback ): OurRequest {
		return new OurRequest( $callback );
	}

	/** Whether this request has a query argument or a path of ours (REQUEST_PREFIX). */
	public static function asks_ours(): bool {
		foreach ( array_keys( $_GET ) as $key ) {
			if ( str_starts_with( (string) $key, self::REQUEST_PREFIX ) ) {
				return true;
			}
		}
		return str_contains( (string) wp_parse_url( (string) ( $_SERVER['REQUEST_URI'] ?? '' ), PHP_URL_PATH ), self::REQUEST_PREFIX );
	}
}
